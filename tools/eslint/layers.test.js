import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { direction } from './layers.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = '/repo';
const at = (file) => ({ filename: path.join(root, file), settings: { layersRoot: root } });
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('layers/direction', direction, {
  valid: [
    { code: "import { createSdk } from '@ypo/sdk';", ...at('packages/headless/src/hooks/use-sdk.ts') },
    { code: "import { rolesOf } from '@ypo/headless';", ...at('apps/web/src/features/communities/home-page.tsx') },
    { code: "import { x } from '../../components/layout';", ...at('apps/web/src/features/auth/sign-out.tsx') },
    { code: "import { x } from './session';", ...at('apps/web/src/features/auth/index.ts') },
    { code: "import { x } from '../permissions';", ...at('packages/headless/src/core/guard/decide.ts') },
    { code: "import { authn } from '@ypo/sdk';", ...at('mocks/src/sandbox/domains/identity.ts') },
    { code: "import { MESSAGES } from '@ypo/headless/messages';", ...at('mocks/src/idp/pages.ts') },
    { code: "import { FEATURE_MESSAGES } from '@ypo/headless/feature-messages';", ...at('mocks/src/sandbox/domains/feed.ts') },
    { code: "import { applyWaiverAction } from '@ypo/headless/waiver-machine';", ...at('mocks/src/sandbox/domains/waiver.ts') },
    { code: "import { WAIVER_MESSAGES } from '@ypo/headless/waiver-messages';", ...at('mocks/src/sandbox/domains/waiver.ts') },
    { code: "const client = import('@ypo/headless/messenger-client');", ...at('mocks/src/matrix/seed.ts') },
  ],
  invalid: [
    { code: "import { MESSAGES } from '@ypo/headless/core';", ...at('mocks/src/idp/pages.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { useRecovery } from '@ypo/headless/recovery';", ...at('mocks/src/idp/pages.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { useWaiverList } from '@ypo/headless/waiver';", ...at('mocks/src/sandbox/domains/waiver.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { useMessengerSession } from '@ypo/headless/messenger';", ...at('mocks/src/matrix/seed.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { useX } from '@ypo/headless';", ...at('packages/sdk/src/index.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { App } from '@ypo/web';", ...at('packages/headless/src/index.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import x from '../../../../apps/web/src/main';", ...at('packages/headless/src/core/x.ts'), errors: [{ messageId: 'upward' }] },
    { code: "export * from '../../headless/src';", ...at('packages/sdk/src/index.ts'), errors: [{ messageId: 'upward' }] },
    { code: "const m = import('@ypo/headless');", ...at('packages/sdk/src/lazy.ts'), errors: [{ messageId: 'upward' }] },
    { code: "import { a } from '../communities/api';", ...at('apps/web/src/features/auth/sign-in.tsx'), errors: [{ messageId: 'crossFeature' }] },
    { code: "import { a } from '../session/rules';", ...at('packages/headless/src/features/feed/use-feed.ts'), errors: [{ messageId: 'crossFeature' }] },
    { code: "import { useState } from 'react';", ...at('packages/headless/src/core/session/schedule.ts'), errors: [{ messageId: 'coreImpure' }] },
    { code: "import { useSdk } from '../hooks/use-sdk';", ...at('packages/headless/src/core/permissions.ts'), errors: [{ messageId: 'coreImpure' }] },
  ],
});
