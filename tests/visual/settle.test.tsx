import { afterEach, describe, expect, it } from 'vitest';
import { layoutSignature, nextFrame, settled } from './settle';

let host: HTMLDivElement;
afterEach(() => host?.remove());

function mount(html: string): HTMLDivElement {
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  return host;
}

describe('settled', () => {
  it('waits until an element that moves every frame has stopped moving', async () => {
    const root = mount('<div style="position: relative; height: 40px"><span style="position: absolute; left: 0">x</span></div>');
    const span = root.querySelector('span')!;
    let moves = 0;
    const move = () => {
      moves += 1;
      span.style.left = `${moves}px`;
      if (moves < 20) requestAnimationFrame(move);
    };
    requestAnimationFrame(move);
    await settled(root);
    expect(moves).toBe(20);
    expect(span.style.left).toBe('20px');
  });

  it('waits for a running animation to finish', async () => {
    const root = mount('<div style="width: 20px; height: 20px"></div>');
    const animation = root.firstElementChild!.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 300 });
    expect(animation.playState).toBe('running');
    await settled(root);
    expect(animation.playState).toBe('finished');
  });

  it('fails, naming the cause, when the layout never stops changing', async () => {
    const root = mount('<div style="width: 10px; height: 10px"></div>');
    const box = root.firstElementChild as HTMLElement;
    let running = true;
    const grow = () => {
      box.style.width = `${box.offsetWidth + 1}px`;
      if (running) requestAnimationFrame(grow);
    };
    requestAnimationFrame(grow);
    await expect(settled(root, { timeoutMs: 300 })).rejects.toThrow(/did not settle within 300 ms \(its layout kept changing\)/);
    running = false;
  });
});

describe('layoutSignature', () => {
  it('changes when a box inside the target scrolls or resizes, not otherwise', async () => {
    const root = mount('<div style="height: 50px; overflow: auto"><div style="height: 500px"></div></div>');
    const scroller = root.firstElementChild as HTMLElement;
    const before = layoutSignature(root);
    await nextFrame();
    expect(layoutSignature(root)).toBe(before);
    scroller.scrollTop = 100;
    expect(layoutSignature(root)).not.toBe(before);
    scroller.scrollTop = 0;
    expect(layoutSignature(root)).toBe(before);
    (scroller.firstElementChild as HTMLElement).style.height = '600px';
    expect(layoutSignature(root)).not.toBe(before);
  });
});
