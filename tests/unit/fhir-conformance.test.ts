import { beforeAll, describe, expect, it } from 'vitest';
import {
  capabilityStatement,
  codeSystems,
  conformanceResources,
  currentRelease,
  isJsonObject,
  loadSpec,
  terminologyBindings,
  valueSets,
  type JsonObject,
} from '@medication-module/api-description';
import { Codes, guideLinks } from '@medication-module/fhir-checker';
import {
  codeSystemConcepts,
  exampleFindings,
  formatFindings,
  loadR4StructureDefinitions,
  siteCheckerData,
} from '../support/fhir-check';

/**
 * The conformance resources published under /fhir/ (packages/api-description/static/fhir/, and the
 * CapabilityStatement the build writes from packages/api-description/capability-statement.json):
 * valid FHIR R4 like every example, named and addressed consistently, with codes that exist in
 * their code systems, and a CapabilityStatement that claims exactly what
 * packages/api-description/medication.yaml describes, in the release its changelog names.
 */
const files = conformanceResources();
const spec = loadSpec();

describe('conformance resources published under /fhir/', () => {
  beforeAll(() => loadR4StructureDefinitions(), 120_000);

  it('holds a CapabilityStatement, ValueSets and CodeSystems', () => {
    const types = new Set(files.map(({ resource }) => resource.resourceType));
    expect([...types].sort()).toEqual(['CapabilityStatement', 'CodeSystem', 'ValueSet']);
  });

  it.each(files.map(({ file, resource }) => [file, resource] as const))(
    '%s is valid FHIR R4',
    (file, resource) => {
      const problems = exampleFindings(resource);
      expect(problems, `/fhir/${file}\n${formatFindings(problems)}`).toEqual([]);
    },
  );

  it.each(files.map(({ file, resource }) => [file, resource] as const))(
    '%s is named after its type and id and has its canonical url',
    (file, resource) => {
      expect(file).toBe(`${resource.resourceType}-${resource.id}.json`);
      expect(resource.url).toBe(`https://fhir.example.org/${resource.resourceType}/${resource.id}`);
    },
  );
});

describe('ValueSets and CodeSystems', () => {
  const local = new Map(codeSystems().map((system) => [system.url, system]));

  it.each(valueSets().map((valueSet) => [valueSet.id, valueSet] as const))(
    'ValueSet %s lists only codes that exist in their code systems, each once',
    (_, valueSet) => {
      const problems = valueSet.compose.include.flatMap(({ system, concept }) => {
        const codes = concept.map((c) => c.code);
        const duplicates = codes.filter((code, i) => codes.indexOf(code) !== i);
        const official = codeSystemConcepts(system);
        const own = local.get(system);
        const missing = codes.flatMap((code) => {
          if (official) return official.has(code) ? [] : [`${system}#${code} does not exist`];
          if (own) return own.concept.some((c) => c.code === code) ? [] : [`${system}#${code}`];
          return new Codes(siteCheckerData())
            .codingFindings({ system, code }, `${system}#${code}`, guideLinks.examplesChecked)
            .map((p) => p.message);
        });
        return [...duplicates.map((code) => `${system}#${code} twice`), ...missing];
      });
      expect(problems).toEqual([]);
    },
  );

  it('binds every ValueSet to an element, and every binding to an existing ValueSet', () => {
    const bound = terminologyBindings.map((binding) => binding.valueSet).sort();
    expect(bound).toEqual(
      valueSets()
        .map((valueSet) => valueSet.id)
        .sort(),
    );
  });

  it('gives every local CodeSystem a ValueSet that includes it, or says it is a fragment', () => {
    const included = new Set(
      valueSets().flatMap((valueSet) => valueSet.compose.include.map((i) => i.system)),
    );
    for (const system of codeSystems()) {
      const complete = (system as unknown as JsonObject).content === 'complete';
      expect(included.has(system.url) || !complete, system.url).toBe(true);
    }
  });
});

describe('CapabilityStatement', () => {
  const statement = capabilityStatement();
  const rest = (statement.rest as JsonObject[])[0] ?? {};
  const resources = (rest.resource as JsonObject[] | undefined) ?? [];
  const operations = Object.entries(spec.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ template, method, operation })),
  );

  const reads = resources.filter((resource) => resource.type !== 'Subscription');

  it('names the resource types of the API paths, with read as their only interaction', () => {
    const pathTypes = [...new Set(operations.map(({ template }) => template.split('/')[1]))];
    expect(reads.map((resource) => resource.type)).toEqual(pathTypes);
    expect(operations.every(({ method }) => method === 'get')).toBe(true);
    for (const resource of reads) {
      expect(resource.interaction).toEqual([expect.objectContaining({ code: 'read' })]);
      expect(resource).not.toHaveProperty('searchParam');
      expect(resource).not.toHaveProperty('operation');
    }
    expect(rest).not.toHaveProperty('interaction');
    expect(rest).not.toHaveProperty('operation');
  });

  // ConditionalReadStatus (required binding) names which of the two headers a server honours.
  it('claims the conditional read that the headers the description takes make', () => {
    const status = (ifNoneMatch: boolean, ifModifiedSince: boolean): string => {
      if (ifNoneMatch && ifModifiedSince) return 'full-support';
      if (ifNoneMatch) return 'not-match';
      return ifModifiedSince ? 'modified-since' : 'not-supported';
    };
    for (const { template, operation } of operations) {
      const type = template.split('/')[1];
      const parameters = JSON.stringify(operation.parameters);
      const resource = resources.find((candidate) => candidate.type === type);
      expect(resource?.conditionalRead, template).toBe(
        status(parameters.includes('IfNoneMatch'), parameters.includes('IfModifiedSince')),
      );
    }
  });

  it('offers only the Backport IG operations on the feed registration, no interaction', () => {
    const subscription = resources.find((resource) => resource.type === 'Subscription');
    expect(subscription).not.toHaveProperty('interaction');
    expect(subscription).not.toHaveProperty('searchParam');
    expect(
      (subscription?.operation as JsonObject[] | undefined)?.map(({ name, definition }) => [
        name,
        definition,
      ]),
    ).toEqual([
      [
        'status',
        'http://hl7.org/fhir/uv/subscriptions-backport/OperationDefinition/backport-subscription-status',
      ],
      [
        'events',
        'http://hl7.org/fhir/uv/subscriptions-backport/OperationDefinition/backport-subscription-events',
      ],
    ]);
  });

  it('carries the newest release of the changelog as its version and date, as info.version does', () => {
    const release = currentRelease(spec);
    expect([statement.version, statement.date]).toEqual([release.version, release.date]);
    expect((statement.software as JsonObject).version).toBe(release.version);
    expect(spec.info.version).toBe(release.version);
  });

  it('offers FHIR JSON only', () => {
    expect(statement.format).toEqual(['application/fhir+json']);
    expect(statement.fhirVersion).toBe('4.0.1');
  });

  it('declares SMART on FHIR with the authorize and token URLs of the OpenAPI security schemes', () => {
    const security = isJsonObject(rest.security) ? rest.security : {};
    expect(JSON.stringify(security.service)).toContain(
      '"system":"http://terminology.hl7.org/CodeSystem/restful-security-service","code":"SMART-on-FHIR"',
    );
    const oauthUris = (security.extension as JsonObject[]).find(
      (extension) =>
        extension.url === 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
    );
    const uri = (name: string): unknown =>
      (oauthUris?.extension as JsonObject[]).find((part) => part.url === name)?.valueUri;
    // OAuth schemes only: the notification token is the client's, not the authorization server's.
    const flows = Object.values(spec.components.securitySchemes).flatMap((scheme) =>
      isJsonObject(scheme.flows) ? Object.values(scheme.flows as Record<string, JsonObject>) : [],
    );
    const urls = (key: string): unknown[] => [
      ...new Set(flows.map((flow) => flow[key]).filter(Boolean)),
    ];
    expect(urls('authorizationUrl')).toEqual([uri('authorize')]);
    expect(urls('tokenUrl')).toEqual([uri('token')]);
  });
});
