import Button, { type ButtonProps } from '@mui/material/Button';

type DisclosureButtonProps = Omit<
  ButtonProps,
  'onClick' | 'onToggle' | 'aria-expanded' | 'aria-controls'
> & {
  /** Whether what the button shows is shown now. */
  expanded: boolean;
  /** The id of what it shows and hides. */
  controls: string;
  onExpandedChange: (expanded: boolean) => void;
};

/**
 * A button that shows and hides a part of the page, telling screen readers whether that part is
 * shown and which part it is (the WAI-ARIA disclosure pattern).
 */
export function DisclosureButton({
  expanded,
  controls,
  onExpandedChange,
  ...button
}: DisclosureButtonProps) {
  return (
    <Button
      type="button"
      {...button}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => {
        onExpandedChange(!expanded);
      }}
    />
  );
}
