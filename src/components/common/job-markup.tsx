import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Block, Inline } from '@/shared/jobs/job-markup';

/** Where the words sit: on the page's body, or on the dark hero band (its own link colour). */
export type MarkupTone = 'body' | 'hero';

/**
 * A link staff wrote: the whole address shown by the browser, in the same tab (as every link on
 * the site opens), underlined so it is told apart from the words by more than colour. `nofollow`
 * since the site does not vouch for the addresses in a job's text.
 */
function MarkupLink({
  href,
  tone,
  nodes,
}: {
  href: string;
  tone: MarkupTone;
  nodes: readonly Inline[];
}) {
  return (
    <Link
      component="a"
      href={href}
      rel="noopener noreferrer nofollow"
      underline="always"
      // On the hero the theme's underline (a faint primary) would vanish into the band's blue.
      sx={
        tone === 'hero'
          ? { color: 'surface.heroText', textDecorationColor: 'currentColor' }
          : undefined
      }
    >
      <MarkupInline nodes={nodes} tone={tone} />
    </Link>
  );
}

/**
 * Inline markup (src/shared/jobs/job-markup.ts) as React elements: text stays text, so nothing
 * staff write can become HTML, and the build, the server and the browser write the same markup.
 */
export function MarkupInline({
  nodes,
  tone = 'body',
}: {
  nodes: readonly Inline[];
  tone?: MarkupTone;
}) {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={index}>
            <MarkupInline nodes={node.children} tone={tone} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <MarkupInline nodes={node.children} tone={tone} />
          </em>
        );
      case 'link':
        return <MarkupLink key={index} href={node.href} tone={tone} nodes={node.children} />;
    }
  });
}

/** A summary's paragraphs and lists, spaced apart, in the type of the element around them. */
export function MarkupBlocks({
  blocks,
  tone = 'body',
}: {
  blocks: readonly Block[];
  tone?: MarkupTone;
}) {
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      <Box component="p" key={index} sx={{ m: 0 }}>
        <MarkupInline nodes={block.children} tone={tone} />
      </Box>
    ) : (
      <Box component="ul" key={index} sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <MarkupInline nodes={item} tone={tone} />
          </li>
        ))}
      </Box>
    ),
  );
}
