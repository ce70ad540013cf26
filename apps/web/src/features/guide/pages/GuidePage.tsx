import {
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { usePageMeta } from '@/components/usePageTitle';

import { GUIDE_CHAPTERS, type GuideChapter } from '../guide-content';

const chapterPath = (index: number) => `/guide?chapter=${index + 1}`;

function ChapterNav({ current }: { current: number }) {
  return (
    <Box as="nav" aria-labelledby="guide-chapters">
      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h2" id="guide-chapters" size="md" mb="1">
            Chapters
          </Heading>
          <Stack as="ol" listStyleType="none" gap="1">
            {GUIDE_CHAPTERS.map((chapter, index) => (
              <li key={chapter.slug}>
                <Link
                  asChild
                  display="flex"
                  justifyContent="space-between"
                  gap="2"
                  px="2"
                  py="1.5"
                  rounded="md"
                  fontSize="sm"
                  bg={index === current ? 'brand.subtle' : undefined}
                  color={index === current ? 'brand.fg' : 'fg'}
                  fontWeight={index === current ? 'semibold' : 'normal'}
                  textDecoration="none"
                >
                  <RouterLink
                    to={chapterPath(index)}
                    aria-current={index === current ? 'page' : undefined}
                  >
                    <span>
                      {index + 1}. {chapter.title}
                    </span>
                    <Text as="span" color="fg.muted" flexShrink={0}>
                      {chapter.minutes} min
                    </Text>
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

function ChapterBody({ chapter }: { chapter: GuideChapter }) {
  return (
    <Stack gap="6">
      <Text fontSize="lg">{chapter.intro}</Text>
      {chapter.sections.map((section) => (
        <Stack key={section.heading} gap="3">
          <Heading as="h3" size="lg">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} color="fg.muted" lineHeight="tall">
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
      <Card.Root variant="subtle" as="section" aria-labelledby={`${chapter.slug}-checklist`}>
        <Card.Body gap="3">
          <Heading as="h3" id={`${chapter.slug}-checklist`} size="md">
            Checklist
          </Heading>
          <Stack gap="2">
            {chapter.checklist.map((item) => (
              <Checkbox.Root key={item} colorPalette="brand" alignItems="flex-start">
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal">{item}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

// docs/product.md §2 Guide: six chapters, a sidebar, previous/next and 'Chapter n of 6'.
export function GuidePage() {
  const [params] = useSearchParams();
  const requested = Number(params.get('chapter') ?? '1');
  const current =
    Number.isInteger(requested) && requested >= 1 && requested <= GUIDE_CHAPTERS.length
      ? requested - 1
      : 0;
  const chapter = GUIDE_CHAPTERS[current] ?? GUIDE_CHAPTERS[0];
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageMeta({
    title: chapter ? `${chapter.title} — Local SEO Guide` : 'Local SEO Guide',
    description:
      'A free six-chapter guide to local SEO for independent shops: Google Business Profile, local keywords, citations, reviews and local content.',
    path: chapterPath(current),
  });

  // A new chapter starts at its top.
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [current]);

  if (!chapter) return null;
  const previous = current > 0 ? current - 1 : null;
  const next = current < GUIDE_CHAPTERS.length - 1 ? current + 1 : null;

  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3" mb="10" maxW="prose">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          The Local SEO Guide
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Six short chapters for busy owners, from your Google listing to a local content plan.
          About 2½ hours in all; each chapter ends with a checklist.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8" alignItems="start">
        <ChapterNav current={current} />
        <Stack as="article" gap="6" gridColumn={{ lg: 'span 2' }} aria-labelledby="chapter-title">
          <Stack gap="1">
            <Text fontSize="sm" color="brand.fg" fontWeight="semibold">
              Chapter {current + 1} of {GUIDE_CHAPTERS.length} · {chapter.minutes} min read
            </Text>
            <Heading
              as="h2"
              id="chapter-title"
              size="2xl"
              ref={headingRef}
              tabIndex={-1}
              _focus={{ outline: 'none' }}
            >
              {chapter.title}
            </Heading>
          </Stack>
          <ChapterBody key={chapter.slug} chapter={chapter} />
          <HStack
            justify="space-between"
            gap="3"
            flexWrap="wrap"
            pt="4"
            borderTopWidth="1px"
            borderColor="border.muted"
          >
            {previous !== null ? (
              <Button
                asChild
                variant="outline"
                whiteSpace="normal"
                height="auto"
                py="2"
                textAlign="start"
              >
                <RouterLink to={chapterPath(previous)}>
                  <ChevronLeft aria-hidden />
                  Previous: {GUIDE_CHAPTERS[previous]?.title}
                </RouterLink>
              </Button>
            ) : (
              <span />
            )}
            {next !== null && (
              <Button
                asChild
                colorPalette="brand"
                whiteSpace="normal"
                height="auto"
                py="2"
                textAlign="start"
                ms="auto"
              >
                <RouterLink to={chapterPath(next)}>
                  Next: {GUIDE_CHAPTERS[next]?.title}
                  <ChevronRight aria-hidden />
                </RouterLink>
              </Button>
            )}
          </HStack>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
