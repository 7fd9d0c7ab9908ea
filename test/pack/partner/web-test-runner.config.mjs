// A partner's web-test-runner config, as it would sit at the root of their project: Marquee's
// reference backend answers the chrome's calls on the test server (marquee-site-chrome/testing/plugin), so
// tests can switch its endpoints into failures. CI's pack test (test/pack/run.mjs) copies this
// folder into an empty project that installed the packed marquee, and runs it there.
import { chromeLauncher } from '@web/test-runner-chrome';
import { marqueeBackend } from 'marquee-site-chrome/testing/plugin';

export default {
  files: ['test/**/*.test.js'],
  nodeResolve: true,
  plugins: [marqueeBackend()],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
      },
    }),
  ],
};
