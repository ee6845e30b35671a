import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import searchLocal from '@cmfcmf/docusaurus-search-local';
import { siteUrl } from '../../config/site';
import { packMcpServer } from '../../scripts/mcp-server-tarball';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  dosageRendererUrls,
  mcpServerDownload,
  sandboxDownloadUrl,
} from '../integration-downloads/downloads';
import { twinRoutes } from '../markdown-twins';
import { checksumsUrl, withChecksum } from '../integration-downloads/digests';

/**
 * The search plugin, followed by packing the MCP server into the build once its index is
 * written. Docusaurus starts every plugin's `postBuild` at once; the search plugin writes its
 * index at the end of its own, so packing waits for exactly that, where nothing else says when.
 */
const searchWithMcpServer: PluginModule = (context: LoadContext, options: unknown) => {
  const search = searchLocal(context, options) as Plugin;
  const searchPostBuild = search.postBuild;
  return {
    ...search,
    async postBuild(props) {
      await searchPostBuild?.call(search, props);
      const packed = await packMcpServer({
        siteUrl,
        sandboxUrl: sandboxDownloadUrl,
        rendererUrls: dosageRendererUrls,
        outDir: props.outDir,
        generatedFilesDir: props.generatedFilesDir,
        routes: twinRoutes(props.routesPaths),
      });
      const target = path.join(props.outDir, mcpServerDownload.url);
      if (path.basename(target) !== packed.fileName) {
        throw new Error(
          `npm named the MCP server's tarball ${packed.fileName}, the downloads list says ${mcpServerDownload.url}`,
        );
      }
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, packed.tarball);
      const checksums = path.join(props.outDir, checksumsUrl);
      writeFileSync(
        checksums,
        withChecksum(readFileSync(checksums, 'utf8'), {
          url: mcpServerDownload.url,
          content: packed.tarball,
        }),
      );
    },
  };
};
searchWithMcpServer.validateOptions = searchLocal.validateOptions;

export default searchWithMcpServer;
