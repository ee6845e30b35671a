/** The attribute that finds a StaticMarkup block's server markup again in the browser. */
export const staticMarkupAttribute = 'data-static-markup';
