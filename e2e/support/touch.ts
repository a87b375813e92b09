import type { CDPSession, Locator, Page } from "playwright-core";

export interface Point {
  x: number;
  y: number;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function cdp(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * One finger from `from` to `to` in `steps` moves, through Chromium's real input pipeline
 * (Input.dispatchTouchEvent), so the page sees touch and pointer events and the browser
 * scrolls as it would under a finger. The context needs `hasTouch`.
 */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 10): Promise<void> {
  const session = await cdp(page);
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** The middle of `target` in viewport coordinates. */
export async function centerOf(target: Locator): Promise<Point> {
  const box = await target.boundingBox();
  if (!box) throw new Error("the element is not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A swipe of `dx` pixels sideways (negative: to the left) and `dy` down, centred across the
 * screen at the height of `target`'s middle, so it starts on `target` when that spans the width.
 */
export async function swipe(page: Page, target: Locator, dx: number, dy = 0): Promise<void> {
  const { y } = await centerOf(target);
  const width = page.viewportSize()?.width ?? 390;
  await touchDrag(page, { x: width / 2 - dx / 2, y: y - dy / 2 }, { x: width / 2 + dx / 2, y: y + dy / 2 });
}
