import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeHtml } from '../../src/server/mail/html';

describe("a mail's message as HTML", () => {
  it('keeps the editor\'s formatting and drops every attribute but a safe link\'s address', () => {
    expect(sanitizeHtml('<div style="color:red" class="x"><b onclick="x()">Bold</b> <i>it</i> <u>u</u></div><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>'))
      .toBe('<div><b>Bold</b> <i>it</i> <u>u</u></div><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>');
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank">site</a> <a href="mailto:x@example.com">me</a>'))
      .toBe('<a href="https://example.com/a?b=1&#38;c=2">site</a> <a href="mailto:x@example.com">me</a>');
  });

  it('drops scripts, handlers, styles, unsafe links and unknown tags; escapes what is not markup', () => {
    expect(sanitizeHtml('Hi<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>!')).toBe('Hi!');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a><a href=\'JAVASCRIPT:alert(1)\'>y</a><a href="data:text/html,1">z</a>')).toBe('<a>x</a><a>y</a><a>z</a>');
    expect(sanitizeHtml('<p>a < b & c > d "q"</p><!-- note --><iframe src="x">t</iframe>')).toBe('<p>a &#60; b &#38; c &#62; d &#34;q&#34;</p>');
    expect(sanitizeHtml('<p><span><b>open <svg><script>x</script></svg>')).toBe('<p><b>open </b></p>');
    expect(sanitizeHtml('<b>x</i></b><img src="x')).toBe('<b>x</b>&#60;img src=&#34;x');
  });

  it('takes a message without markup as plain text: blank lines part paragraphs, line breaks stay', () => {
    expect(sanitizeHtml('Dear Ann,\n\nYour policy\nis attached. 5 > 4')).toBe('<p>Dear Ann,</p>\n<p>Your policy<br>is attached. 5 &#62; 4</p>');
  });

  it('reads as plain text with lines for paragraphs, list items and links after their text', () => {
    expect(htmlText('<p>Dear Ann,</p><p>See <b>these</b>&nbsp;&amp; more:</p><ul><li>one</li><li>two</li></ul><ol><li>a</li><li>b</li></ol><div>Visit <a href="https://ex.com">us</a></div>'))
      .toBe('Dear Ann,\n\nSee these & more:\n\n- one\n- two\n\n1. a\n2. b\n\nVisit us <https://ex.com>');
    expect(htmlText('<div><br></div><p> </p>')).toBe('');
    expect(htmlText('Plain\ntext')).toBe('Plain\ntext');
  });
});
