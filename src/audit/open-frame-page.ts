import type {Browser, Page} from 'playwright-core';
import type {CompositionProps} from '../composition-props';
import {frameSize} from '../visual/tokens';

export type FramePage = {
  page: Page;
  /** draws `frame` of the composition and waits, as the renderer does, for delayRender() handles and fonts */
  seek(frame: number): Promise<void>;
  /**
   * The frame last seeked, as the renderer's still of it at `scale` (PNG): the page switched to
   * that device scale, drawn again, and captured with the renderer's own screenshot call
   * (screenshot-task.js: the surface, clipped to the frame). The goldens measured it equal, pixel
   * for pixel, to renderStill() on the same Chromium, without a page of its own. The page stays
   * at that scale until show() is called.
   */
  captureStill(scale: number): Promise<Buffer>;
  /**
   * Shows another composition of the bundle, with its props, in this page at the page's own scale:
   * the bundle loaded again and the composition mounted as the first was (remotion_setBundleMode).
   * Cheaper than a new page (its context and renderer process): 0.9 s a golden against 1.4 s.
   */
  show(composition: Composition): Promise<void>;
  close(): Promise<void>;
};

/** What a page shows: a composition of the bundle and its props. */
export type Composition = Pick<FramePageOptions, 'compositionId' | 'props' | 'durationInFrames' | 'fps'>;

export type FramePageOptions = {
  compositionId: string;
  props: CompositionProps;
  durationInFrames: number;
  fps: number;
  /** device scale factor: 1 for DOM and contrast, 0.25 for the flash check */
  scale: number;
  timeoutMs?: number;
  /** the composition's size in CSS px; the video frame (1920×1080) when absent */
  size?: {width: number; height: number};
};

/**
 * A page of the served bundle set up the way @remotion/renderer sets up its own tabs
 * (set-props-and-env.js, make-page.js), then seeked with the renderer's own entry point,
 * window.remotion_setFrame (seek-to-frame.js). These globals are Remotion internals of
 * 4.0.529: a version change may need this file checked.
 */
export async function openFramePage(browser: Browser, serveUrl: string, options: FramePageOptions): Promise<FramePage> {
  const timeout = options.timeoutMs ?? 60_000;
  const size = options.size ?? frameSize;
  const context = await browser.newContext({
    viewport: {width: size.width, height: size.height},
    deviceScaleFactor: options.scale,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  const serializedProps = JSON.stringify(options.props);
  // Functions sent to the page are compiled by tsx, which may wrap named functions in __name().
  await page.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  await page.addInitScript(
    ({props, timeoutMs}) => {
      const w = window as unknown as Record<string, unknown> & {process?: {env?: Record<string, string>}};
      w.remotion_puppeteerTimeout = timeoutMs;
      w.remotion_isMainTab = true;
      w.remotion_inputProps = props;
      w.remotion_initialFrame = 0;
      w.remotion_attempt = 1;
      w.remotion_audioEnabled = false;
      w.remotion_videoEnabled = true;
      w.remotion_logLevel = 'error';
      w.remotion_broadcastChannel = new BroadcastChannel('remotion-video-frame-extraction');
      w.process = w.process ?? {};
      w.process.env = {...(w.process.env ?? {}), NODE_ENV: 'production'};
    },
    {props: serializedProps, timeoutMs: timeout},
  );
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${serveUrl}/index.html`);
  const ready = async (what: string) => {
    try {
      await page.waitForFunction(
        () => {
          const w = window as unknown as {remotion_renderReady?: boolean; remotion_cancelledError?: string};
          return w.remotion_renderReady === true || w.remotion_cancelledError !== undefined;
        },
        undefined,
        {timeout, polling: 'raf'},
      );
    } catch (error) {
      throw new Error(
        `${options.compositionId}: ${what} did not finish in ${timeout} ms${errors.length > 0 ? ` (page errors: ${errors.join('; ')})` : ''}: ${String(error)}`,
      );
    }
    const cancelled = await page.evaluate(
      () => (window as unknown as {remotion_cancelledError?: string}).remotion_cancelledError,
    );
    if (cancelled !== undefined)
      throw new Error(`${options.compositionId}: the page cancelled the render: ${cancelled.split('\n')[0]}`);
  };
  await ready('loading the bundle');
  let shown: Composition = options;
  const mount = async (c: Composition) => {
    shown = c;
    await page.evaluate(
      (c) => {
        const w = window as unknown as {remotion_setBundleMode(mode: unknown): void; remotion_inputProps: string};
        w.remotion_inputProps = c.props; // as the renderer's tab has them (getInputProps())
        w.remotion_setBundleMode({
          type: 'composition',
          compositionName: c.id,
          serializedResolvedPropsWithSchema: c.props,
          compositionDurationInFrames: c.durationInFrames,
          compositionFps: c.fps,
          compositionHeight: c.height,
          compositionWidth: c.width,
          compositionDefaultCodec: null,
          compositionDefaultOutName: null,
          compositionDefaultVideoImageFormat: null,
          compositionDefaultPixelFormat: null,
          compositionDefaultProResProfile: null,
          compositionDefaultSampleRate: null,
        });
      },
      {
        id: c.compositionId,
        props: JSON.stringify(c.props),
        durationInFrames: c.durationInFrames,
        fps: c.fps,
        width: size.width,
        height: size.height,
      },
    );
    await ready(`mounting ${c.compositionId}`);
  };
  await mount(options);
  let seeked = 0;
  let scaled = false;
  const framePage: FramePage = {
    page,
    async seek(frame: number) {
      seeked = frame;
      // one round trip: set the frame, then wait in the page for the renderer's ready flag and the fonts
      const seek = page.evaluate(
        async ({f, id}) => {
          const w = window as unknown as {
            remotion_setFrame(f: number, c: string, a: number): void;
            remotion_renderReady?: boolean;
            remotion_cancelledError?: string;
          };
          w.remotion_setFrame(f, id, 1);
          await new Promise<void>((resolve) => {
            const poll = () =>
              w.remotion_renderReady === true || w.remotion_cancelledError !== undefined
                ? resolve()
                : requestAnimationFrame(poll);
            poll();
          });
          await document.fonts.ready;
          return w.remotion_cancelledError ?? null;
        },
        {f: frame, id: shown.compositionId},
      );
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `${shown.compositionId}: drawing frame ${frame} did not finish in ${timeout} ms${errors.length > 0 ? ` (page errors: ${errors.join('; ')})` : ''}`,
              ),
            ),
          timeout,
        );
      });
      try {
        const cancelled = await Promise.race([seek, expired]);
        if (cancelled !== null)
          throw new Error(
            `${shown.compositionId}: the page cancelled the render at frame ${frame}: ${cancelled.split('\n')[0]}`,
          );
      } finally {
        clearTimeout(timer);
      }
    },
    async captureStill(scale: number) {
      const cdp = await context.newCDPSession(page);
      try {
        await cdp.send('Emulation.setDeviceMetricsOverride', {...size, deviceScaleFactor: scale, mobile: false});
        scaled = true;
        await framePage.seek(seeked);
        const {data} = await cdp.send('Page.captureScreenshot', {
          format: 'png',
          clip: {x: 0, y: 0, ...size, scale: 1},
          captureBeyondViewport: true,
          optimizeForSpeed: true,
          fromSurface: true,
        });
        return Buffer.from(data, 'base64');
      } finally {
        await cdp.detach();
      }
    },
    async show(c: Composition) {
      if (scaled) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.clearDeviceMetricsOverride').finally(() => cdp.detach());
        scaled = false;
      }
      // the bundle loaded again in this page: Remotion's render entry keeps the first composition's
      // metadata in its React state, so a second remotion_setBundleMode() draws nothing every other time
      await page.goto(`${serveUrl}/index.html`);
      await ready('loading the bundle');
      await mount(c);
      seeked = 0;
    },
    close: () => context.close(),
  };
  return framePage;
}
