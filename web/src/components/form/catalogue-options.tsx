/** The entries of a catalogue (sectors, durations, …) as the options of a <select>: the key is sent, the label shown. */
export function CatalogueOptions({ entries }: { entries: ReadonlyArray<{ key: string; label: string }> }) {
  return entries.map((entry) => (
    <option key={entry.key} value={entry.key}>
      {entry.label}
    </option>
  ));
}
