import React, {createContext, useContext} from 'react';
import {palettes, type Palette, type ThemeName} from './tokens';

const ThemeContext = createContext<ThemeName>('dark');

export const ThemeProvider: React.FC<{theme: ThemeName; children: React.ReactNode}> = ({theme, children}) => (
  <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>
);

/** The current theme's colours by meaning. */
export function usePalette(): Palette {
  return palettes[useContext(ThemeContext)];
}
