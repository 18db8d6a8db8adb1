import { cutText, textLength } from '@seller/domain';
import type { InputProps } from 'antd';

type CountConfig = NonNullable<InputProps['count']>;

/**
 * A text field's limit for antd's Input and TextArea `count`, counted as the server and the OpenAPI
 * document count it (`textLength`: an emoji is one character). It caps what is typed or pasted at
 * `max`, cutting between characters, and with `show` displays the counter. The native `maxLength`
 * and `showCount` count UTF-16 units, so they would stop a text with emoji at half what the server takes.
 */
export function textCount(max: number, show: CountConfig['show'] = false): CountConfig {
  return { max, show, strategy: textLength, exceedFormatter: (value, limit) => cutText(value, limit.max) };
}
