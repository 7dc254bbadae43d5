import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Icon } from '@/components/common/icon';
import type { TimelineEntry } from '@/content/types';
import { ui } from '@/content/ui';
import { prefersReducedMotion } from '@/lib/scroll';
import {
  muiDisabledClass,
  swiperClass,
  swiperInitializedClass,
  swiperSlideClass,
  swiperWrapperSelector,
} from '@/lib/start-up/library-markup';
import { useEarlyState } from '@/lib/start-up/use-early-state';
import { readShownSlide, slideTrigger } from '@/lib/start-up/widgets/carousel';
import { carouselGap, singleSlideMaxWidth, swiperLayout } from './carousel-layout';
import { ensureCarouselStyles } from './carousel-styles';
import { TimelineSlide } from './timeline-slide';

// Before the first render: a page that came without the stylesheet gets it now.
if (typeof document !== 'undefined') ensureCarouselStyles();

interface TimelineCarouselProps {
  entries: readonly TimelineEntry[];
  /** Accessible name of the carousel region. */
  label: string;
}

/** Id of the carousel's Swiper element, which its buttons control. */
const carouselId = 'company-timeline';

/**
 * The slide the track shows while it scrolls, before Swiper has started: the page's inline
 * script scrolled it for the buttons, or a swipe did (see `widgets/carousel.ts`).
 */
const earlySlide = () => readShownSlide(carouselId);

/** Round previous/next button with a grey hover background. */
function NavButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      aria-label={direction === 'previous' ? ui.previousSlide : ui.nextSlide}
      aria-controls={carouselId}
      disabled={disabled}
      onClick={onClick}
      {...slideTrigger(direction)}
      sx={{
        width: 48,
        height: 48,
        border: 1,
        borderColor: 'surface.border',
        bgcolor: 'background.paper',
        color: 'primary.main',
        '&:hover': { bgcolor: 'grey.300', color: 'grey.900' },
        [`&.${muiDisabledClass}`]: { opacity: 0.45, borderColor: 'surface.border' },
      }}
    >
      <Icon name={direction === 'previous' ? 'arrow-previous' : 'arrow-next'} />
    </IconButton>
  );
}

/**
 * The company timeline as a Swiper carousel with the A11y and Keyboard modules and our own
 * previous/next buttons. It is its own chunk, loaded lazily when its band hydrates; its slides
 * are in the prerendered HTML, and the CSS below lays them out like the initialised carousel.
 * Until Swiper starts, the track is a scroll container that snaps to its slides: a swipe
 * scrolls it, and the page's inline script scrolls it for the buttons. Swiper then starts on the
 * slide the visitor reached, and moves the slides itself from there.
 */
export function TimelineCarouselContent({ entries, label }: TimelineCarouselProps) {
  const swiper = useRef<SwiperClass | null>(null);
  const [initialSlide] = useEarlyState(earlySlide, 0);
  const [edges, setEdges] = useState({ beginning: initialSlide === 0, end: false });
  const syncEdges = (instance: SwiperClass) => {
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd });
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      sx={{
        // Swiper's stylesheet makes its wrapper content-box, which the slides would inherit: a
        // bordered card at 100% height would then be clipped by its own border.
        [`& .${swiperSlideClass}`]: { height: 'auto', boxSizing: 'border-box' },
        // Before Swiper starts, the track scrolls, and snaps to its slides: the buttons scroll
        // it, and on a touch screen a swipe does. With a mouse or keys it scrolls only by the
        // buttons, which the keyboard reaches, so no scrolling region is out of its reach.
        [`& .${swiperClass}:not(.${swiperInitializedClass}) > ${swiperWrapperSelector}`]: {
          overflowX: 'hidden',
          '@media (pointer: coarse)': { overflowX: 'auto' },
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
        },
        [`& .${swiperClass}:not(.${swiperInitializedClass}) .${swiperSlideClass}`]: {
          width: '100%',
          marginRight: `${carouselGap}px`,
          scrollSnapAlign: 'start',
          [`@media (min-width: ${singleSlideMaxWidth + 1}px)`]: {
            width: `calc((100% - ${carouselGap}px) / 2)`,
          },
        },
      }}
    >
      <Swiper
        id={carouselId}
        initialSlide={initialSlide}
        modules={[A11y, Keyboard]}
        {...swiperLayout}
        speed={prefersReducedMotion() ? 0 : 450}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideLabelMessage: '{{index}} / {{slidesLength}}' }}
        onBeforeInit={(instance) => {
          // Read again as Swiper starts, just before it stops the track scrolling: a press the
          // page's script answered while React was reading the carousel is kept too.
          instance.params.initialSlide = earlySlide() ?? initialSlide;
        }}
        onSwiper={(instance) => {
          swiper.current = instance;
          syncEdges(instance);
        }}
        onSlideChange={syncEdges}
        onBreakpoint={syncEdges}
        onResize={syncEdges}
      >
        {entries.map((entry, index) => (
          <SwiperSlide key={entry.year}>
            <TimelineSlide entry={entry} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 3 }}>
        <NavButton
          direction="previous"
          disabled={edges.beginning}
          onClick={() => swiper.current?.slidePrev()}
        />
        <NavButton
          direction="next"
          disabled={edges.end}
          onClick={() => swiper.current?.slideNext()}
        />
      </Box>
    </Box>
  );
}

export default TimelineCarouselContent;
