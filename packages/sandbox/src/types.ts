/**
 * What the sandbox knows, as plain JSON: built at build time from packages/api-description/medication.yaml,
 * packages/api-description/sandbox-history.json and static/fhir/ (packages/sandbox/src/node/data.ts), so the browser never
 * parses YAML and every transport answers from the same data.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** One stored version of a resource, or its deletion. */
export interface SandboxVersion {
  versionId: string;
  /** FHIR instant: when this version was stored (`meta.lastUpdated`), or when it was deleted. */
  lastUpdated: string;
  /** The resource as served; absent for the deletion. */
  resource?: JsonObject;
}

export interface SandboxResource {
  resourceType: string;
  id: string;
  /** Oldest first. */
  versions: SandboxVersion[];
  /** Index of the version a read answers without X-Sandbox-Time (the API reference's example). */
  current: number;
  /** The summary of the reference example that serves it, when there is one. */
  summary?: string;
}

/** A read of the description (`GET /MedicationRequest/{id}`) and the answers it documents. */
export interface SandboxOperation {
  /** The path template, for example `/MedicationRequest/{id}`. */
  template: string;
  operationId: string;
  resourceType: string;
  /** The path parameter's documented pattern and example. */
  idPattern: string;
  exampleId: string;
  /** Every status the description lists for the operation, in its order. */
  statuses: string[];
  /** The first example body of each documented error status. */
  errorBodies: Record<string, JsonObject>;
  /** Headers whose value the description fixes (a one-value enum), by status. */
  fixedHeaders: Record<string, Record<string, string>>;
  /** What Retry-After says on a 429: the description's example of the header. */
  retryAfter: string;
}

/** The top-level elements of a resource type, by their JSON names (choices written out), from R4. */
export interface ResourceElements {
  names: string[];
  /** Those R4 marks as summary elements, what `_summary=true` keeps. */
  summary: string[];
  /** Those with a minimum cardinality of 1, which every subset keeps. */
  mandatory: string[];
  /** The modifier elements (`status`, `intent`…), which every subset keeps too. */
  modifiers: string[];
}

/** One event of the feed registration: a stored change of a resource. */
export interface FeedEvent {
  /** 1, 2, 3…: the order in which the events happened. */
  number: number;
  /** When it happened: the version's `meta.lastUpdated`, or when the deletion was stored. */
  timestamp: string;
  /** The resource that changed, `Type/id`. */
  focus: string;
}

/** The notification feed of the sandbox's one registration. */
export interface SandboxFeed {
  /** The id of the registration (`Subscription/<id>`). */
  subscription: string;
  /** After how long without a notification a heartbeat goes out. */
  heartbeatSeconds: number;
  /** When the registration started: the first event's moment. */
  start: string;
  events: FeedEvent[];
}

export interface SandboxData {
  operations: SandboxOperation[];
  resources: SandboxResource[];
  /** `GET /metadata`: the module's CapabilityStatement. */
  metadata: JsonObject;
  /** `GET /.well-known/smart-configuration`. */
  smartConfiguration: JsonObject;
  /** The feed registration: what `--notify` posts, `$status` and `$events` answer. */
  feed: SandboxFeed;
  /**
   * The notifications `--notify` posts, in order and each once (the repeat left out), addressed
   * to the sandbox's documented base: the examples the Check a resource tool offers.
   */
  notifications: JsonObject[];
  /** The top-level elements of each resource type a read serves, for `_summary` and `_elements`. */
  elements: Record<string, ResourceElements>;
  /** Headers every answer carries, whatever it is: those the description fixes on every response. */
  everyAnswerHeaders: Record<string, string>;
  /** The base URLs of the description's servers: production first, then the local sandbox. */
  productionBase: string;
  sandboxBase: string;
  /** The getting-started guide, whose sections explain sign-in failures: a URL, or its path on the docs site. */
  signInGuide: string;
}

/** A request as any transport hands it over: header names in any case. */
export interface SandboxRequest {
  method: string;
  /** The request target as sent: `/MedicationRequest/x?_format=json`. */
  target: string;
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** The answer, ready to be written out: the body is the exact text to send. */
export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
