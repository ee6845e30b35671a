/** The attribute by which an element finds its server markup again in the browser (useServerMarkup). */
export const serverMarkupAttribute = 'data-server-markup';
