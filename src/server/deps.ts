// What buildApp needs: configuration, the database and the services behind their interfaces.
import type { KnowledgeBase } from '../knowledge/index.ts';
import type { OidcProviders } from './auth/oidc.ts';
import type { Config } from './config.ts';
import type { Database } from './db/open.ts';
import type { LimitRule } from './http/rate-limit.ts';
import type { AiService } from './services/ai/ai.ts';
import type { DestinationSearch } from './services/destination-search/destination-search.ts';
import type { MailService } from './services/mail/service.ts';
import type { MapServices } from './services/maps/services.ts';
import type { OpenData } from './services/open-data/index.ts';
import type { PlanRunner } from './services/planning/plan-runner.ts';

export interface RateLimits {
  signInPerIp: LimitRule;
  signInPerAccount: LimitRule;
  emailPerUser: LimitRule;
  /** Itinerary generation and alternatives together. */
  generationPerUser: LimitRule;
  chatPerUser: LimitRule;
}

export const DEFAULT_LIMITS: RateLimits = {
  signInPerIp: { limit: 100, windowMs: 10 * 60_000 },
  signInPerAccount: { limit: 10, windowMs: 10 * 60_000 },
  emailPerUser: { limit: 10, windowMs: 60 * 60_000 },
  generationPerUser: { limit: 60, windowMs: 10 * 60_000 },
  chatPerUser: { limit: 60, windowMs: 10 * 60_000 },
};

export interface AppDeps {
  config: Config;
  database: Database;
  oidc: OidcProviders;
  limits: RateLimits;
  /** The email outbox; main.ts starts and stops its worker. */
  mail: MailService;
  /** The embedded knowledge base (destinations, places, tips). */
  knowledge: KnowledgeBase;
  /** A language model, when AI_BASE_URL and AI_MODEL are configured. */
  ai?: AiService;
  /** Destination search; by default built from config (gazetteer, or Google Places with the gazetteer behind). */
  destinationSearch?: DestinationSearch;
  /**
   * Places from OpenStreetMap, Wikidata and Wikipedia, and the online geocoder; built from `config` when absent
   * (null: none, whatever the configuration says).
   */
  openData?: OpenData | null;
  /** Where itineraries are planned (a worker pool in main.ts); on the event loop when absent. */
  planner?: PlanRunner;
  /** Places, travel times and the base map; built from `config` when absent. */
  maps?: MapServices;
  /** Serve the built client from this folder (production), or run Vite in middleware mode (development). */
  client?: { mode: 'static'; root: string } | { mode: 'vite' };
}
