import type { Browser, Page } from 'playwright-core';
import type { Bench } from '../../bench/forms/measure';
import type { BoardBench } from '../../bench/forms/boardFixtures';
import { gotoPainted, openCounting, takeCalls } from './keystrokes';
import { median, round } from './stats';

/** The board's own columns and cards (dnd-kit, the engine's displays) and a plain React list of the same 1,000 cards. */
export const boardPages = ['board', 'board-plain'] as const;
export type BoardPage = (typeof boardPages)[number];

export const boardLoads = 5;
/** Moves timed on each load, after the first render. */
export const movesPerLoad = 5;

export interface BoardResult {
  page: BoardPage;
  cards: number;
  loads: number;
  /** moves timed, over all loads */
  moves: number;
  /** module start to the paint after the first commit, median of the loads */
  firstRenderMs: number;
  /** one card moved to another column, the call to the paint after it, median of every load's moves */
  moveMs: number;
}

type Window = { __bench: Bench; __board: BoardBench };

async function load(browser: Browser, url: string): Promise<{ firstRenderMs: number; moveMs: number[]; cards: number }> {
  const page: Page = await browser.newPage();
  try {
    await gotoPainted(page, url);
    const firstRenderMs = await page.evaluate(() => (window as unknown as Window).__bench.firstRenderMs);
    const cards = await page.locator('li').count();
    for (let i = 0; i < movesPerLoad; i += 1) {
      await page.evaluate(() => (window as unknown as Window).__board.moveOne());
      await page.waitForFunction((n) => (window as unknown as Window).__board.moveMs.length === n, i + 1);
    }
    const moveMs = await page.evaluate(() => (window as unknown as Window).__board.moveMs);
    return { firstRenderMs, moveMs, cards };
  } finally {
    await page.close();
  }
}

/** First render and a card's move on the board and on the plain list, fresh loads taken in turns so background load hits both alike. */
export async function measureBoard(browser: Browser, pagesUrl: string): Promise<BoardResult[]> {
  const samples = new Map<BoardPage, Awaited<ReturnType<typeof load>>[]>(boardPages.map((p) => [p, []]));
  for (let i = 0; i < boardLoads; i += 1) {
    for (const page of boardPages) samples.get(page)!.push(await load(browser, `${pagesUrl}/${page}.html`));
  }
  return boardPages.map((page) => {
    const loads = samples.get(page)!;
    return {
      page,
      cards: loads[0].cards,
      loads: loads.length,
      moves: loads.flatMap((l) => l.moveMs).length,
      firstRenderMs: round(median(loads.map((l) => l.firstRenderMs))),
      moveMs: round(median(loads.flatMap((l) => l.moveMs))),
    };
  });
}

/** Function calls V8 counts from each page's first script to its first paint (one load each: work, the same on any machine, where timings on a shared one swing 2-3x). */
export async function countBoardCalls(browser: Browser, pagesUrl: string): Promise<Record<BoardPage, number>> {
  const calls: Partial<Record<BoardPage, number>> = {};
  for (const page of boardPages) {
    const { page: opened, cdp } = await openCounting(browser, `${pagesUrl}/${page}.html`);
    calls[page] = await takeCalls(cdp);
    await opened.close();
  }
  return calls as Record<BoardPage, number>;
}
