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
      disabled={disabled}
      onClick={onClick}
      sx={{
        width: 48,
        height: 48,
        border: 1,
        borderColor: 'surface.border',
        bgcolor: 'background.paper',
        color: 'primary.main',
        '&:hover': { bgcolor: 'grey.300', color: 'grey.900' },
        '&.Mui-disabled': { opacity: 0.45, borderColor: 'surface.border' },
      }}
    >
      <Icon name={direction === 'previous' ? 'arrow-previous' : 'arrow-next'} />
    </IconButton>
  );
}

/**
 * The company timeline as a Swiper carousel with the A11y and Keyboard modules and our own
 * previous/next buttons. It is its own chunk, loaded lazily when its band hydrates; its slides
 * are in the prerendered HTML, and the CSS below lays them out like the initialised carousel so
 * nothing moves when Swiper starts. The buttons look and work the same before: a press that
 * comes before the carousel has started is replayed once it has (lib/early-interactions.ts).
 */
export function TimelineCarousel({ entries, label }: TimelineCarouselProps) {
  // A ref, not state: a replayed press reaches the handler right after Swiper has started,
  // before a re-render could hand it the instance.
  const swiper = useRef<SwiperClass | null>(null);
  const [edges, setEdges] = useState({ beginning: true, end: false });
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
        '& .swiper-slide': { height: 'auto', boxSizing: 'border-box' },
        '& .swiper:not(.swiper-initialized) .swiper-slide': {
          width: '100%',
          marginRight: `${carouselGap}px`,
          [`@media (min-width: ${singleSlideMaxWidth + 1}px)`]: {
            width: `calc((100% - ${carouselGap}px) / 2)`,
          },
        },
      }}
    >
      <Swiper
        modules={[A11y, Keyboard]}
        {...swiperLayout}
        speed={prefersReducedMotion() ? 0 : 450}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideLabelMessage: '{{index}} / {{slidesLength}}' }}
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

export default TimelineCarousel;
