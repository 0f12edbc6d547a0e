// The shape of a version comparison (revision-diff.server.ts makes it, the admin screen shows it).

export interface DiffPart {
  text: string;
  kind: "same" | "added" | "removed";
}

export interface FieldDiff {
  label: string;
  /** null: the field is the same in both versions. */
  parts: DiffPart[] | null;
}
