import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ausbildung options become admins' data (/admin-ausbildung-options): degrees (Schulabschluss suggestions, until now
 * a list in the code) get their own table, degrees and Übernahmechancen can be deactivated instead of deleted (a
 * listing may name one), and `ausbildung_start_options` keeps only the starts an admin added beyond the computed
 * ones (contracts/src/catalog/dated-options.ts): the seeded rows were computed starts themselves, either offered
 * anyway or already past, so they go.
 */
export class AusbildungOptions1795660000001 implements MigrationInterface {
  name = 'AusbildungOptions1795660000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE takeover_chances
        ADD COLUMN active boolean NOT NULL DEFAULT true,
        ADD CONSTRAINT takeover_chances_label_length CHECK (length(label) BETWEEN 2 AND 80);
      CREATE TABLE ausbildung_degrees (
        key text PRIMARY KEY CHECK (key ~ '^[a-z0-9_]{1,60}$'),
        label text NOT NULL UNIQUE CHECK (length(label) BETWEEN 2 AND 80),
        sort_order int NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true
      );
      INSERT INTO ausbildung_degrees (key, label, sort_order) VALUES
        ('kaufmann_ihk', 'Kaufmann/-frau (IHK)', 0),
        ('fachkraft_ihk', 'Fachkraft (IHK)', 1),
        ('geselle_hwk', 'Geselle/Gesellin (HWK)', 2),
        ('staatlich_anerkannt', 'Staatlich anerkannte Berufsausbildung', 3),
        ('duales_studium', 'Duales Studium (Bachelor)', 4),
        ('beamtenausbildung', 'Beamtenausbildung', 5);
      DELETE FROM ausbildung_start_options;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE ausbildung_degrees;
      ALTER TABLE takeover_chances DROP CONSTRAINT takeover_chances_label_length, DROP COLUMN active;
    `);
  }
}
