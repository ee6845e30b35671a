import type {
  InlineCode,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
} from 'mdast';
import type { Plugin } from 'unified';
import { replaceLeafDirectives, requiredAttribute } from '../../scripts/leaf-directive';
import { modulePackage, type StructureDefinition } from '@medication-module/fhir-package';

/**
 * `::profile-table{type="MedicationRequest"}` on a line of its own becomes the element table of
 * the module's profile of that type: each element the profile constrains, with its cardinality,
 * must-support and binding, then the profile's invariants. Read from the profile the build
 * generates (packages/fhir-package) and puts in /fhir/package.tgz, so the table is never typed.
 */
export const profileTableDirective = 'profile-table';

let generated: readonly StructureDefinition[] | undefined;

/** The profiles, generated once per build from the API description. */
const profiles = (): readonly StructureDefinition[] =>
  (generated ??= modulePackage().profiles.profiles);

const code = (value: string): InlineCode => ({ type: 'inlineCode', value });
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

/** The rows of a profile's table and its invariants, as Markdown nodes. */
export function profileTable(profile: StructureDefinition): RootContent[] {
  const snapshot = profile.snapshot?.element ?? [];
  const rows = (profile.differential?.element ?? [])
    .filter((changed) => changed.path !== profile.type)
    .map((changed) => {
      const element = snapshot.find((candidate) => candidate.id === changed.id) ?? changed;
      // A prohibited element's binding says nothing.
      const binding =
        element.max !== '0' && element.binding?.valueSet
          ? [
              code(element.binding.valueSet.split('/').pop() ?? ''),
              text(` (${element.binding.strength})`),
            ]
          : [];
      const types =
        changed.type === undefined
          ? []
          : [text(` (${changed.type.map((type) => type.code).join(' | ')} only)`)];
      return {
        type: 'tableRow' as const,
        children: [
          // The id: the path, with the slice name of one type of a choice element.
          cell([code(element.id.slice(profile.type.length + 1)), ...types]),
          cell([text(`${element.min ?? 0}..${element.max ?? '*'}`)]),
          cell(element.mustSupport ? [text('yes')] : []),
          cell(binding),
        ],
      };
    });
  const table: Table = {
    type: 'table',
    align: [null, null, null, null],
    children: [
      {
        type: 'tableRow',
        children: ['Element', 'Cardinality', 'Must support', 'Binding'].map((name) =>
          cell([text(name)]),
        ),
      },
      ...rows,
    ],
  };
  const invariants = snapshot.flatMap((element) =>
    (element.constraint ?? [])
      .filter((constraint) => constraint.source === profile.url)
      .map((constraint) => ({ element, constraint })),
  );
  const intro: Paragraph = {
    type: 'paragraph',
    children: [text('Profile '), code(profile.url), text(`, version ${String(profile.version)}:`)],
  };
  if (invariants.length === 0) return [intro, table];
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: invariants.map(({ element, constraint }) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            code(constraint.key),
            text(` on `),
            code(element.path),
            text(`: ${constraint.human}`),
          ],
        },
      ],
    })),
  };
  const lead: Paragraph = {
    type: 'paragraph',
    children: [text('Its invariants (FHIRPath expressions in the profile):')],
  };
  return [intro, table, lead, list];
}

const remarkProfileTables: Plugin<[], Root> = () => (tree) => {
  replaceLeafDirectives(tree, profileTableDirective, (directive) => {
    const type = requiredAttribute(directive, 'type');
    const profile = profiles().find((candidate) => candidate.type === type);
    if (!profile) {
      throw new Error(`::${profileTableDirective}: the module has no profile of ${type}.`);
    }
    return profileTable(profile);
  });
};

export default remarkProfileTables;
