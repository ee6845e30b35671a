import type { SandboxData } from '@medication-module/sandbox';

export interface ExampleChoice {
  /** Unique among the choices: the select's value. */
  value: string;
  label: string;
  text: string;
}

/**
 * Every resource version the sandbox serves and every notification it posts, as choices of the
 * example picker, each with the JSON the sandbox would answer.
 */
export function exampleChoices(data: SandboxData): ExampleChoice[] {
  const versions = data.resources.flatMap((resource) =>
    resource.versions.flatMap((version) =>
      version.resource === undefined
        ? []
        : [
            {
              value: `${resource.resourceType}/${resource.id}/_history/${version.versionId}`,
              label: `${resource.resourceType} ${resource.id}, version ${version.versionId}${resource.summary ? `: ${resource.summary}` : ''}`,
              text: JSON.stringify(version.resource, null, 2),
            },
          ],
    ),
  );
  const notifications = data.notifications.map((notification, index) => ({
    value: `notification/${index + 1}`,
    label: `Notification ${index + 1} of ${data.notifications.length} (a history Bundle)`,
    text: JSON.stringify(notification, null, 2),
  }));
  return [...versions, ...notifications];
}
