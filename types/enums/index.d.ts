export * from './siteEnums';
export * from './trackingEnums';
