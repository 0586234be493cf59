import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PackageKey, PackageLimitError } from '@praxisnah/contracts';
import { PackageUsageRepository } from './package-usage.repository';
import { SubscriptionRepository } from './subscription.repository';

export const UPGRADE_URL = '/pricing';

function refuse(packageKey: string, packageName: string, limit: number, what: string): never {
  const body: PackageLimitError = {
    message:
      `Ihr Paket „${packageName}“ erlaubt höchstens ${limit} ${what}. ` +
      'Pausieren Sie ein anderes oder wechseln Sie auf ein größeres Paket.',
    code: 'package_limit',
    upgradeUrl: UPGRADE_URL,
    limit,
    packageKey: packageKey as PackageKey,
  };
  throw new HttpException(body, HttpStatus.PAYMENT_REQUIRED);
}

/**
 * The package's limits on publishing. Every check holds the company's package (shared) until the caller's transaction
 * ends, so a package change waits for it; only a publish that takes one of a limited package's places is serialised
 * with the company's other such publishes.
 */
@Injectable()
export class PackageLimits {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly usage: PackageUsageRepository,
  ) {}

  /**
   * Holds the company's package (shared) until the caller's transaction ends. Taken before any of the company's rows
   * is locked: a package change takes the package first and those rows after, and the other order would deadlock.
   */
  holdPackage(manager: EntityManager, companyId: string): Promise<void> {
    return this.subscriptions.holdPackage(manager, companyId);
  }

  /**
   * A listing is about to become `aktiv` (created so, re-activated, edited while active): refused with 402 when the
   * package in force has no free place. A listing that already was active keeps its place. In the caller's transaction.
   */
  async assertListingFits(manager: EntityManager, companyId: string, listingId: string): Promise<void> {
    await this.subscriptions.holdPackage(manager, companyId);
    const pkg = await this.subscriptions.effectivePackage(companyId, manager);
    if (pkg.activeListings === null) return;
    if (await this.usage.isListingActive(manager, listingId)) return;
    await this.subscriptions.lockPlaces(manager, companyId);
    const count = await this.usage.activeListingsBesides(manager, companyId, listingId);
    if (count >= pkg.activeListings) {
      refuse(pkg.key, pkg.name, pkg.activeListings, pkg.activeListings === 1 ? 'aktives Angebot' : 'aktive Angebote');
    }
  }

  /** A new event: refused with 402 when the package's upcoming events are used up. In the caller's transaction. */
  async assertEventFits(manager: EntityManager, companyId: string): Promise<void> {
    await this.subscriptions.holdPackage(manager, companyId);
    const pkg = await this.subscriptions.effectivePackage(companyId, manager);
    if (pkg.activeEvents === null) return;
    await this.subscriptions.lockPlaces(manager, companyId);
    const count = await this.usage.countedEvents(manager, companyId);
    if (count >= pkg.activeEvents) {
      refuse(pkg.key, pkg.name, pkg.activeEvents, pkg.activeEvents === 1 ? 'anstehende Veranstaltung' : 'anstehende Veranstaltungen');
    }
  }
}
