/** @cmfcmf/docusaurus-search-local 2.0.1 ships no declarations: its entry is a plugin module. */
declare module '@cmfcmf/docusaurus-search-local' {
  const plugin: import('@docusaurus/types').PluginModule;
  export default plugin;
}
