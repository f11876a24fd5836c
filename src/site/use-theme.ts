import {useEffect, useState} from 'react';
import type {ThemeName} from '../visual/tokens';

export type ThemeChoice = 'device' | ThemeName;

const query = '(prefers-color-scheme: light)';

/** The page's theme: the device's colour scheme, followed live, unless the toggle overrides it. */
export function useTheme(): {choice: ThemeChoice; setChoice: (c: ThemeChoice) => void; theme: ThemeName} {
  const [choice, setChoice] = useState<ThemeChoice>('device');
  const [device, setDevice] = useState<ThemeName>(() => (window.matchMedia(query).matches ? 'light' : 'dark'));
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setDevice(media.matches ? 'light' : 'dark');
    media.addEventListener('change', update);
    update();
    return () => media.removeEventListener('change', update);
  }, []);
  const theme = choice === 'device' ? device : choice;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return {choice, setChoice, theme};
}
