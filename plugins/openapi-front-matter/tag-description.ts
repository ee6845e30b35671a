/**
 * The first paragraph of a tag page's Markdown, which the OpenAPI plugin writes from the
 * tag's description, as plain text on one line: without code marks, and without the
 * escapes the plugin adds so that MDX reads `<`, `>`, `{` and `}` as text. Empty when
 * the tag has no description (the page then starts with the template's card list).
 */
export function tagSummary(markdown: string): string {
  const [paragraph = ''] = markdown.trim().split(/\n\s*\n/);
  if (paragraph.startsWith('```')) return '';
  return paragraph
    .replace(/\s+/g, ' ')
    .replace(/`/g, '')
    .replace(/\\/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

/**
 * The front matter of a tag page with a description taken from the tag's description.
 * openapi/templates/tag.mustache writes none: the plugin's own template repeats the tag's
 * name there, so search results and link previews showed "Medication Request" under the
 * title "Medication Request"; and Docusaurus, left to itself, would take only the first
 * line of the text. A tag without a description is described by its title.
 */
export function withTagDescription(
  frontMatter: Record<string, unknown>,
  markdown: string,
): Record<string, unknown> {
  if (typeof frontMatter.description === 'string') return frontMatter;
  const description = tagSummary(markdown) || frontMatter.title;
  return typeof description === 'string' ? { ...frontMatter, description } : frontMatter;
}
