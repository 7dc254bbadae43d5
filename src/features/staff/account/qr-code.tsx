import Box from '@mui/material/Box';

interface QrCodeProps {
  /** One string of `0` and `1` per row, as the server's set-up answers it. */
  rows: readonly string[];
  label: string;
}

/** Modules of quiet zone around the code, as scanners expect (ISO/IEC 18004 asks for four). */
const quiet = 4;

/**
 * The QR code drawn from its modules, one path: the server makes the code, so no QR library is
 * sent to the browser. Dark on white in both colour schemes, since not every app reads a light
 * code on a dark ground.
 */
export function QrCode({ rows, label }: QrCodeProps) {
  const size = rows.length + quiet * 2;
  let path = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (row.charAt(x) === '1') path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  });
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: '14rem',
        height: 'auto',
        bgcolor: 'common.white',
        borderRadius: 1,
      }}
    >
      <Box component="path" d={path} sx={{ fill: (theme) => theme.palette.common.black }} />
    </Box>
  );
}
