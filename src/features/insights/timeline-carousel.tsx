import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef, type Ref } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Icon } from '../../components/common/icon';
import type { TimelineEntry } from '../../content/types';
import { ui } from '../../content/ui';
import { prefersReducedMotion } from '../../lib/scroll';
import { carouselGap, singleSlideMaxWidth, swiperLayout } from './carousel-layout';
import { TimelineSlide } from './timeline-slide';

interface TimelineCarouselProps {
  entries: readonly TimelineEntry[];
  /** Accessible name of the carousel region. */
  label: string;
}

/** Round previous/next button with a grey hover background (spec section 2). */
function NavButton({
  direction,
  buttonRef,
}: {
  direction: 'previous' | 'next';
  buttonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <IconButton
      ref={buttonRef}
      aria-label={direction === 'previous' ? ui.previousSlide : ui.nextSlide}
      sx={{
        width: 48,
        height: 48,
        border: 1,
        borderColor: 'surface.border',
        bgcolor: 'background.paper',
        color: 'primary.main',
        '&:hover': { bgcolor: 'grey.300', color: 'grey.900' },
        '&.swiper-button-disabled, &:disabled': { opacity: 0.45, pointerEvents: 'none' },
      }}
    >
      <Icon name={direction === 'previous' ? 'arrow-previous' : 'arrow-next'} />
    </IconButton>
  );
}

/**
 * The company timeline as a Swiper carousel with the A11y, Keyboard and Navigation modules.
 * It is its own chunk, loaded lazily; its slides are in the prerendered HTML, and the CSS below
 * lays them out like the initialised carousel so nothing moves when Swiper starts.
 */
export function TimelineCarousel({ entries, label }: TimelineCarouselProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      sx={{
        '& .swiper-slide': { height: 'auto' },
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
        modules={[A11y, Keyboard, Navigation]}
        {...swiperLayout}
        speed={prefersReducedMotion() ? 0 : 450}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          prevSlideMessage: ui.previousSlide,
          nextSlideMessage: ui.nextSlide,
          slideLabelMessage: '{{index}} / {{slidesLength}}',
        }}
        navigation={{ enabled: true }}
        onBeforeInit={(swiper) => {
          // The buttons are ours (MUI), so hand them to the Navigation module before it starts.
          if (typeof swiper.params.navigation === 'object') {
            swiper.params.navigation.prevEl = previous.current;
            swiper.params.navigation.nextEl = next.current;
          }
        }}
      >
        {entries.map((entry) => (
          <SwiperSlide key={entry.year}>
            <TimelineSlide entry={entry} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 3 }}>
        <NavButton direction="previous" buttonRef={previous} />
        <NavButton direction="next" buttonRef={next} />
      </Box>
    </Box>
  );
}

export default TimelineCarousel;
