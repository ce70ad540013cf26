import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Heading,
  Image,
  Input,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { toaster } from '@/components/Toaster';

import { paceSentences, REVIEW_GROWTH_MESSAGES as M } from '../review-growth-messages';
import { useGetReviewGrowthQuery } from '../reviews.api';

// Printing shows the A6 counter card alone (docs/product.md §2 Reviews, "Get more reviews").
// A6 (105 × 148 mm) given in millimetres: Chromium does not know the A6 keyword (A3-A5 only).
const PRINT_CSS = `
.nearbly-counter-card { display: none; }
@page { size: 105mm 148mm; margin: 8mm; }
@media print {
  body * { visibility: hidden; }
  .nearbly-counter-card, .nearbly-counter-card * { visibility: visible; }
  .nearbly-counter-card { display: flex; position: fixed; inset: 0; flex-direction: column; align-items: center; justify-content: center; gap: 4mm; text-align: center; font-family: sans-serif; color: #000; background: #fff; }
  .nearbly-counter-card img { width: 60mm; height: 60mm; }
}`;

// The review link as a QR code: an SVG image (no canvas needed), drawn by the `qrcode` package.
function useQrCode(link: string | null): string | null {
  const [drawn, setDrawn] = useState<{ link: string; dataUrl: string } | null>(null);
  useEffect(() => {
    if (!link) return;
    let current = true;
    qrSvg(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) =>
        current &&
        setDrawn({ link, dataUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      () => current && setDrawn(null),
    );
    return () => {
      current = false;
    };
  }, [link]);
  // Only the code of the link shown now (never the one of a link shown before).
  return drawn && drawn.link === link ? drawn.dataUrl : null;
}

function CounterCard({ shopName, qr }: { shopName: string; qr: string }) {
  return (
    <div className="nearbly-counter-card" data-testid="counter-card" aria-hidden="true">
      <h2 style={{ fontSize: '16pt', margin: 0 }}>{shopName}</h2>
      <p style={{ fontSize: '13pt', margin: 0 }}>{M.cardAsk}</p>
      <img src={qr} alt="" />
      <p style={{ fontSize: '9pt', margin: 0 }}>{M.cardHint}</p>
    </div>
  );
}

// Issue 21 "Review growth": how fast the shop gets reviews against its competitors, and the link,
// QR code and counter card to ask every customer for one.
export function GetMoreReviewsCard() {
  const { data, isError } = useGetReviewGrowthQuery();
  const headingId = useId();
  const qr = useQrCode(data?.reviewLink ?? null);

  const copy = () => {
    const link = data?.reviewLink;
    if (!link) return;
    // No clipboard on a page served over plain http.
    if (!navigator.clipboard) {
      toaster.create({ title: M.copyFailed, type: 'error' });
      return;
    }
    navigator.clipboard.writeText(link).then(
      () => toaster.create({ title: M.copied, type: 'success' }),
      () => toaster.create({ title: M.copyFailed, type: 'error' }),
    );
  };

  return (
    <Card.Root data-testid="get-more-reviews" as="section" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id={headingId}>
            {M.title}
          </Heading>
          {isError && !data && (
            <Text fontSize="sm" color="fg.muted">
              {M.loadFailed}
            </Text>
          )}
          {data && (
            <Stack gap="1" data-testid="review-pace">
              {paceSentences(data.pace).map((sentence) => (
                <Text key={sentence}>{sentence}</Text>
              ))}
            </Stack>
          )}
          <Alert.Root status="warning" data-testid="no-gating">
            <Alert.Indicator />
            <Alert.Description>{M.noGating}</Alert.Description>
          </Alert.Root>
          {data && !data.reviewLink && (
            <HStack gap="3" wrap="wrap">
              <Text fontSize="sm">{M.connectFirst}</Text>
              <Link asChild fontSize="sm" colorPalette="brand">
                <RouterLink to="/settings">{M.connect}</RouterLink>
              </Link>
            </HStack>
          )}
          {data?.reviewLink && (
            <HStack gap="6" align="flex-start" wrap="wrap">
              <Stack gap="2" flex="1" minW="16rem">
                <Field.Root>
                  <Field.Label>{M.linkLabel}</Field.Label>
                  <HStack width="full">
                    <Input
                      readOnly
                      value={data.reviewLink}
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <Button variant="outline" onClick={copy}>
                      {M.copy}
                    </Button>
                  </HStack>
                </Field.Root>
                <Box>
                  <Button colorPalette="brand" onClick={() => window.print()} disabled={!qr}>
                    {M.print}
                  </Button>
                </Box>
              </Stack>
              {qr && <Image src={qr} alt={M.qrAlt} boxSize="32" bg="white" borderRadius="md" />}
            </HStack>
          )}
        </Stack>
      </Card.Body>
      {data?.reviewLink && qr && <CounterCard shopName={data.shopName} qr={qr} />}
      <style data-testid="counter-card-print">{PRINT_CSS}</style>
    </Card.Root>
  );
}
