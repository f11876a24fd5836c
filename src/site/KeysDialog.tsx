import React, {useEffect, useRef} from 'react';

/** The player's keys, acting only while focus is inside the player. */
export const shortcuts: readonly {keys: string; does: string}[] = [
  {keys: '← / →', does: 'previous / next beat'},
  {keys: 'Home / End', does: 'first / last beat'},
  {keys: 'Space or K', does: 'play or pause (Space on a button presses the button)'},
  {keys: 'F', does: 'larger picture (full screen) on or off'},
  {keys: '?', does: 'this list of keys'},
  {keys: 'Esc', does: 'close the part’s tooltip, this list, or the larger picture'},
];

/** A modal dialog listing the shortcuts; Esc or Close shuts it and focus goes back where it was. */
export const KeysDialog: React.FC<{open: boolean; close: () => void}> = ({open, close}) => {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d === null) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={dialog} aria-labelledby="keys-title" className="keys" onClose={close}>
      <h2 id="keys-title">Player keys</h2>
      <p>These keys act while focus is in the player (the picture, its parts and its controls).</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((s) => (
            <tr key={s.keys}>
              <th scope="row">
                <kbd>{s.keys}</kbd>
              </th>
              <td>{s.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
};
