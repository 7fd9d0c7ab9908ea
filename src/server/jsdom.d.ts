// The one part of jsdom (an optional peer dependency, without types of its own) the server uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
  }
}
