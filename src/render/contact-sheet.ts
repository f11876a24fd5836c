import sharp from 'sharp';

export type SheetTile = {png: Buffer; caption: string};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A grid of stills with a caption under each (timestamp and beat id), composed with sharp. */
export async function composeContactSheet(tiles: SheetTile[], columns = 4, tileWidth = 480): Promise<Buffer> {
  const tileHeight = Math.round((tileWidth * 9) / 16);
  const captionHeight = 34;
  const rows = Math.ceil(tiles.length / columns);
  const width = columns * tileWidth;
  const height = rows * (tileHeight + captionHeight);
  const layers = await Promise.all(
    tiles.map(async (tile, i) => {
      const left = (i % columns) * tileWidth;
      const top = Math.floor(i / columns) * (tileHeight + captionHeight);
      const image = await sharp(tile.png).resize(tileWidth, tileHeight).png().toBuffer();
      const label = Buffer.from(
        `<svg width="${tileWidth}" height="${captionHeight}"><rect width="100%" height="100%" fill="#000"/>` +
          `<text x="8" y="23" font-family="sans-serif" font-size="18" fill="#fff">${escapeXml(tile.caption)}</text></svg>`,
      );
      return [
        {input: image, left, top},
        {input: label, left, top: top + tileHeight},
      ];
    }),
  );
  return sharp({create: {width, height, channels: 3, background: '#000'}})
    .composite(layers.flat())
    .png()
    .toBuffer();
}
