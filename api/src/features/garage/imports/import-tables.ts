import type { ImportPatch, ImportState, ImportTarget } from '@vg/contract';
import type { ColumnType, Generated } from 'kysely';

// The import tables join the typed Database (migrations/20261202-0300-imports.ts,
// 20261202-1000-garage-imports.ts).

/** One sheet of a file as read: its header and its rows, every cell as text. */
export interface ReadSheet {
  name: string | null;
  headers: string[];
  rows: string[][];
}

/** How the keeper asked the file to be read (ImportPatch, every choice filled in). */
export type ImportSettings = Required<Omit<ImportPatch, 'sheet'>> & { sheet: string | null };

type Json<T> = ColumnType<T, string, string>;

export interface ImportsTable {
  id: Generated<string>;
  user_id: string;
  /** The car the file is of; null for a whole garage's file (each row's car in imported_rows). */
  vehicle_id: string | null;
  file_name: string;
  format: 'csv' | 'xlsx';
  sheets: Json<ReadSheet[]>;
  settings: Json<ImportSettings>;
  state: Generated<ImportState>;
  /** While written in the background: rows done of rows to do; why it stopped, if it did. */
  rows_done: number | null;
  rows_to_do: number | null;
  failure: string | null;
  written: number | null;
  created_at: ColumnType<Date, never, never>;
  imported_at: Date | null;
  undone_at: Date | null;
}

export interface ImportedRowsTable {
  import_id: string;
  vehicle_id: string;
  fingerprint: string;
  row_number: number;
  target: ImportTarget;
  record_id: string;
}

/** A car's reading an import raised, and the one it had before (undo gives it back). */
export interface ImportReadingsTable {
  import_id: string;
  vehicle_id: string;
  previous_odometer: number | null;
  raised_odometer: number;
}

export interface ImportColumnMemoryTable {
  user_id: string;
  header: string;
  field: string | null;
}

/** Which car of an archive became which car here (archive-import.ts). */
export interface ArchiveCarsTable {
  user_id: string;
  source_id: string;
  vehicle_id: string;
  created_at: ColumnType<Date, never, never>;
}

declare module '../../../db/schema.js' {
  interface Database {
    archive_cars: ArchiveCarsTable;
    imports: ImportsTable;
    imported_rows: ImportedRowsTable;
    import_readings: ImportReadingsTable;
    import_column_memory: ImportColumnMemoryTable;
  }
}
