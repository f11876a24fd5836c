import React from 'react';
import type {ThemeChoice} from './use-theme';

const choices: {value: ThemeChoice; label: string}[] = [
  {value: 'device', label: 'Device'},
  {value: 'light', label: 'Light'},
  {value: 'dark', label: 'Dark'},
];

/** Follow the device's colour scheme, or override it. */
export const ThemeToggle: React.FC<{choice: ThemeChoice; setChoice: (c: ThemeChoice) => void}> = ({
  choice,
  setChoice,
}) => (
  <div className="theme-toggle" role="group" aria-label="Theme">
    <span aria-hidden="true">Theme:</span>
    {choices.map((c) => (
      <button key={c.value} type="button" aria-pressed={choice === c.value} onClick={() => setChoice(c.value)}>
        {c.label}
      </button>
    ))}
  </div>
);
