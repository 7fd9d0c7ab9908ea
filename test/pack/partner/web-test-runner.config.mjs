import { marqueeTestConfig } from 'marquee-site-chrome/testing/config';

export default marqueeTestConfig({ files: 'test/**/*.test.js' });
