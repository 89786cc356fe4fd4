// ESLint rule `layers/direction`: imports follow openapi -> sdk -> headless -> app, never
// upward; features never import each other; headless core stays free of React and stores.
import path from 'node:path';

const LAYERS = [
  { name: 'sdk', dir: 'packages/sdk/', pkg: '@ypo/sdk', rank: 1 },
  { name: 'headless', dir: 'packages/headless/', pkg: '@ypo/headless', rank: 2 },
  { name: 'app', dir: 'apps/web/', pkg: '@ypo/web', rank: 3 },
];
const FEATURE = /(?:^|\/)(packages\/headless|apps\/web)\/src\/features\/([^/]+)\//;
const CORE = 'packages/headless/src/core/';
const CORE_FORBIDDEN = /^(react|react-dom|swr|jotai)(\/|$)/;
// The mocks stand in for the services below the SDK; besides it they may read only the message
// catalogues, so the local identity provider's sign-in page and the sandbox show the app's texts, written once,
// the waiver machine (plain TypeScript), so the sandbox enforces the app's workflow rather than a copy, and the
// messenger's client, so the sandbox's seeded conversations are encrypted as the app encrypts (not by a second client).
const MOCKS_CATALOGUES = new Set([
  '@ypo/headless/messages',
  '@ypo/headless/feature-messages',
  '@ypo/headless/waiver-machine',
  '@ypo/headless/waiver-messages',
  '@ypo/headless/messenger-client',
]);

const layerOfPath = (rel) => LAYERS.find((l) => rel.startsWith(l.dir));
const layerOfPackage = (source) => LAYERS.find((l) => source === l.pkg || source.startsWith(`${l.pkg}/`));

/** @type {import('eslint').Rule.RuleModule} */
export const direction = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layer direction app -> headless -> sdk; features do not import each other.' },
    schema: [],
    messages: {
      upward: "'{{from}}' may not import from '{{to}}': layers point one way (app -> headless -> sdk).",
      crossFeature: "Feature '{{from}}' may not import feature '{{to}}': move the shared piece down a layer.",
      coreImpure: "headless core is plain TypeScript: '{{source}}' belongs in the hooks layer.",
    },
  },
  create(context) {
    const root = context.settings?.layersRoot ?? context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const fromLayer = layerOfPath(file);
    const fromFeature = FEATURE.exec(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      let targetFile;
      if (source.startsWith('.')) {
        targetFile = path.relative(root, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
        target = layerOfPath(targetFile);
      } else {
        target = layerOfPackage(source);
      }
      if (file.startsWith(CORE) && CORE_FORBIDDEN.test(source)) {
        context.report({ node, messageId: 'coreImpure', data: { source } });
      }
      if (file.startsWith(CORE) && targetFile && targetFile.startsWith('packages/headless/src/') && !targetFile.startsWith(CORE)) {
        context.report({ node, messageId: 'coreImpure', data: { source } });
      }
      if (fromLayer && target && target.rank > fromLayer.rank) {
        context.report({ node, messageId: 'upward', data: { from: fromLayer.name, to: target.name } });
      }
      if (!fromLayer && target && file.startsWith('mocks/') && target.name !== 'sdk' && !MOCKS_CATALOGUES.has(source)) {
        context.report({ node, messageId: 'upward', data: { from: 'mocks', to: target.name } });
      }
      const toFeature = targetFile ? FEATURE.exec(`${targetFile}/`) : null;
      if (fromFeature && toFeature && fromFeature[1] === toFeature[1] && fromFeature[2] !== toFeature[2]) {
        context.report({ node, messageId: 'crossFeature', data: { from: fromFeature[2], to: toFeature[2] } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { direction } };
