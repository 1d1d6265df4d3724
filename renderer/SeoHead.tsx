import { Link, Meta, Title } from 'react-head'
import { shareImageSize } from './share-image.ts'
import { usePageContext } from '../hooks/page-context.tsx'
import { business } from '../data/facts.ts'

/**
 * Title, description, canonical, keywords, Open Graph and Twitter tags for the current page. X reads
 * the title and description from Open Graph, so they are not repeated as twitter: tags.
 */
export function SeoHead() {
  const head = usePageContext().pageHead
  if (!head) return null
  return (
    <>
      <Title>{`${head.title}`}</Title>
      <Meta name="description" content={head.description} />
      {head.keywords.length > 0 && <Meta name="keywords" content={head.keywords.join(', ')} />}
      {head.canonicalUrl && <Link rel="canonical" href={head.canonicalUrl} />}
      {head.feed && <Link rel="alternate" type="application/atom+xml" title={head.feed.title} href={head.feed.url} />}
      {!head.indexable && <Meta name="robots" content="noindex" />}
      <Meta property="og:type" content={head.article ? 'article' : 'website'} />
      <Meta property="og:site_name" content={business.name} />
      <Meta property="og:locale" content="en_GB" />
      <Meta property="og:title" content={head.title} />
      <Meta property="og:description" content={head.description} />
      {head.canonicalUrl && <Meta property="og:url" content={head.canonicalUrl} />}
      <Meta property="og:image" content={head.imageUrl} />
      <Meta property="og:image:width" content={String(shareImageSize.width)} />
      <Meta property="og:image:height" content={String(shareImageSize.height)} />
      <Meta property="og:image:alt" content={head.imageAlt} />
      <Meta name="twitter:card" content="summary_large_image" />
      <Meta name="twitter:image" content={head.imageUrl} />
      <Meta name="twitter:image:alt" content={head.imageAlt} />
    </>
  )
}
