import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  AdminPromoCodeQuery,
  PackageKey,
  PromoCode,
  PromoCodeInput,
  PromoCodePage,
  PromoCodeUpdate,
  PromoCodeValidation,
} from '@praxisnah/contracts';
import { containsPattern } from '../../shared/database/contains-pattern';
import { berlinDate } from '../../shared/calendar/berlin-date';
import { euro, germanDate } from './pricing';

const COLUMNS = `id, code, description, kind, value, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom",
  to_char(valid_until, 'YYYY-MM-DD') AS "validUntil", usage_limit AS "usageLimit", used_count AS "usedCount",
  package_keys AS "packageKeys", active, to_json(created_at) #>> '{}' AS "createdAt"`;

/** Why a code does not apply, in German; null when it does. */
export function promoCodeProblem(code: PromoCode, packageKey: PackageKey | undefined, today: string): string | null {
  if (!code.active) return `Der Aktionscode ${code.code} ist nicht mehr gültig.`;
  if (code.validFrom && today < code.validFrom) return `Der Aktionscode ${code.code} gilt erst ab ${germanDate(code.validFrom)}.`;
  if (code.validUntil && today > code.validUntil) return `Der Aktionscode ${code.code} ist am ${germanDate(code.validUntil)} abgelaufen.`;
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return `Der Aktionscode ${code.code} ist bereits aufgebraucht.`;
  if (packageKey === 'starter') return 'Das Paket Starter ist kostenlos; dafür braucht es keinen Aktionscode.';
  if (packageKey && code.packageKeys.length > 0 && !code.packageKeys.includes(packageKey)) {
    return `Der Aktionscode ${code.code} gilt nicht für dieses Paket.`;
  }
  return null;
}

export function promoCodeBenefit(code: Pick<PromoCode, 'kind' | 'value'>): string {
  return code.kind === 'percent' ? `${code.value} % Rabatt` : `${euro(code.value)} Rabatt (netto)`;
}

/** Promo codes: admin CRUD, the public check on /promo-codes and the atomic redemption inside an order. */
@Injectable()
export class PromoCodeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the codes, newest first; `total` counts all that match the filters. */
  async list(query: AdminPromoCodeQuery): Promise<PromoCodePage> {
    const filters = [query.status ?? null, containsPattern(query.q)];
    const where = `WHERE ($1::text IS NULL OR active = ($1 = 'active'))
      AND ($2::text IS NULL OR code ILIKE $2 OR description ILIKE $2)`;
    const [items, [counted]] = await Promise.all([
      this.dataSource.query<PromoCode[]>(`SELECT ${COLUMNS} FROM promo_codes ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`, [
        ...filters,
        query.limit,
        query.offset,
      ]),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM promo_codes ${where}`, filters),
    ]);
    return { items, total: counted?.total ?? 0, limit: query.limit, offset: query.offset };
  }

  async find(code: string, manager: EntityManager = this.dataSource.manager): Promise<PromoCode | null> {
    const [row] = await manager.query<PromoCode[]>(`SELECT ${COLUMNS} FROM promo_codes WHERE code = $1`, [code]);
    return row ?? null;
  }

  private async byId(id: string): Promise<PromoCode> {
    const [row] = await this.dataSource.query<PromoCode[]>(`SELECT ${COLUMNS} FROM promo_codes WHERE id = $1`, [id]);
    if (!row) throw new NotFoundException({ message: 'Dieser Aktionscode wurde nicht gefunden.' });
    return row;
  }

  async create(input: PromoCodeInput): Promise<PromoCode> {
    const id = randomUUID();
    const [inserted] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO promo_codes (id, code, description, kind, value, valid_from, valid_until, usage_limit, package_keys, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [
        id,
        input.code,
        input.description ?? null,
        input.kind,
        input.value,
        input.validFrom ?? null,
        input.validUntil ?? null,
        input.usageLimit ?? null,
        input.packageKeys,
        input.active,
      ],
    );
    if (!inserted) throw new ConflictException({ message: `Den Aktionscode ${input.code} gibt es schon.` });
    return this.byId(id);
  }

  async update(id: string, input: PromoCodeUpdate): Promise<PromoCode> {
    const current = await this.byId(id);
    const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) } as PromoCode;
    if (next.kind === 'percent' && next.value > 100) {
      throw new ConflictException({ message: 'Ein Rabatt in Prozent darf höchstens 100 sein.' });
    }
    if (next.validFrom && next.validUntil && next.validFrom > next.validUntil) {
      throw new ConflictException({ message: '„Gültig bis“ darf nicht vor „Gültig ab“ liegen.' });
    }
    if (next.usageLimit !== null && next.usageLimit < current.usedCount) {
      throw new ConflictException({
        message: `Der Code wurde schon ${current.usedCount}-mal eingelöst; das Limit kann nicht darunter liegen.`,
      });
    }
    await this.dataSource.query(
      `UPDATE promo_codes SET description = $2, kind = $3, value = $4, valid_from = $5, valid_until = $6, usage_limit = $7,
         package_keys = $8, active = $9 WHERE id = $1`,
      [id, next.description, next.kind, next.value, next.validFrom, next.validUntil, next.usageLimit, next.packageKeys, next.active],
    );
    return this.byId(id);
  }

  /** A code nobody redeemed yet is deleted; a redeemed one stays for the invoices that name it, deactivated. */
  async remove(id: string): Promise<void> {
    const code = await this.byId(id);
    if (code.usedCount > 0) await this.dataSource.query('UPDATE promo_codes SET active = false WHERE id = $1', [id]);
    else await this.dataSource.query('DELETE FROM promo_codes WHERE id = $1', [id]);
  }

  async validate(codeText: string, packageKey: PackageKey | undefined): Promise<PromoCodeValidation> {
    const code = await this.find(codeText);
    if (!code) {
      return {
        code: codeText,
        valid: false,
        message: 'Diesen Aktionscode kennen wir nicht.',
        kind: null,
        value: null,
        packageKeys: [],
        validUntil: null,
      };
    }
    const problem = promoCodeProblem(code, packageKey, berlinDate());
    return {
      code: code.code,
      valid: problem === null,
      message:
        problem ?? `${promoCodeBenefit(code)} auf den Paketpreis${code.validUntil ? `, gültig bis ${germanDate(code.validUntil)}` : ''}.`,
      kind: problem ? null : code.kind,
      value: problem ? null : code.value,
      packageKeys: code.packageKeys,
      validUntil: code.validUntil,
    };
  }

  /**
   * Takes one use of the code in the order's transaction. The conditional UPDATE is the whole check: of several
   * orders racing for the last use, exactly one finds `used_count < usage_limit` true; the others update no row.
   */
  async redeem(manager: EntityManager, codeText: string, packageKey: PackageKey): Promise<PromoCode> {
    const today = berlinDate();
    const [taken] = await manager.query<{ id: string }[]>(
      `WITH taken AS (
         UPDATE promo_codes SET used_count = used_count + 1
         WHERE code = $1 AND active AND (usage_limit IS NULL OR used_count < usage_limit)
           AND (valid_from IS NULL OR valid_from <= $2::date) AND (valid_until IS NULL OR valid_until >= $2::date)
           AND (cardinality(package_keys) = 0 OR $3 = ANY(package_keys)) AND $3 <> 'starter'
         RETURNING id
       ) SELECT id FROM taken`,
      [codeText, today, packageKey],
    );
    if (!taken) {
      const code = await this.find(codeText, manager);
      const problem = code ? promoCodeProblem(code, packageKey, today) : 'Diesen Aktionscode kennen wir nicht.';
      throw new ConflictException({ message: problem ?? `Der Aktionscode ${codeText} ist bereits aufgebraucht.` });
    }
    return (await this.find(codeText, manager))!;
  }

  async recordRedemption(manager: EntityManager, codeId: string, orderId: string, companyId: string): Promise<void> {
    await manager.query('INSERT INTO promo_redemptions (promo_code_id, order_id, company_id) VALUES ($1, $2, $3)', [
      codeId,
      orderId,
      companyId,
    ]);
  }

  /** The order did not happen: its redemption is deleted and the code's use given back. In the order's transaction. */
  async giveBack(manager: EntityManager, codeId: string, orderId: string): Promise<void> {
    await manager.query('DELETE FROM promo_redemptions WHERE order_id = $1', [orderId]);
    await manager.query('UPDATE promo_codes SET used_count = used_count - 1 WHERE id = $1 AND used_count > 0', [codeId]);
  }
}
