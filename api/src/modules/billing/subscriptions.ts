import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PackageKey, Subscription } from '@praxisnah/contracts';
import { PackageUsageRepository } from './package-usage.repository';
import { SubscriptionRepository, type SubscriptionChange } from './subscription.repository';

/** Which package a company has and what of it is used; every change re-fits the active listings and upcoming events to the limits. */
@Injectable()
export class Subscriptions {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly usage: PackageUsageRepository,
  ) {}

  /** Holds the company's package exclusively: publishes in flight are counted, new ones wait for the new package. */
  async change(manager: EntityManager, companyId: string, change: SubscriptionChange): Promise<void> {
    await this.subscriptions.lockPackage(manager, companyId);
    const before = (await this.subscriptions.effectivePackage(companyId, manager)).key;
    await this.subscriptions.save(manager, companyId, change);
    await this.subscriptions.refitOffers(manager, companyId, before);
  }

  /** The invoice was paid: a package in grace or overdue is in good standing again (and paused offers return). */
  async settle(manager: EntityManager, companyId: string): Promise<void> {
    await this.subscriptions.lockPackage(manager, companyId);
    const before = (await this.subscriptions.effectivePackage(companyId, manager)).key;
    await this.subscriptions.reinstateWhenNothingOverdue(manager, companyId);
    await this.subscriptions.refitOffers(manager, companyId, before);
  }

  /** An order of `orderedKey` was cancelled unpaid: when that package is the one booked, the company is back on Starter. */
  async withdraw(manager: EntityManager, companyId: string, orderedKey: string): Promise<void> {
    if ((await this.subscriptions.bookedPackageKey(manager, companyId)) !== orderedKey) return;
    await this.change(manager, companyId, {
      packageKey: 'starter',
      period: null,
      status: 'active',
      currentPeriodEnd: null,
      graceUntil: null,
    });
  }

  async view(companyId: string): Promise<Subscription> {
    const booked = await this.subscriptions.bookedPackage(companyId);
    const effective = await this.subscriptions.effectivePackage(companyId);
    const usage = await this.usage.ofCompany(companyId);
    return {
      ...booked,
      effectivePackageKey: effective.key as PackageKey,
      usage: {
        activeListings: usage.activeListings,
        activeListingsLimit: effective.activeListings,
        activeEvents: usage.activeEvents,
        activeEventsLimit: effective.activeEvents,
        pausedByLimit: usage.pausedByLimit,
        eventsPausedByLimit: usage.eventsPausedByLimit,
      },
    };
  }
}
