// The bare Next.js baseline of `npm run bench`: one pages-router page whose getInitialProps returns a
// 12-item list (the size of a catalogue page), rendered with no layout, store or styles.
const ITEMS = Array.from({ length: 12 }, (_, i) => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Video ${i + 1}`,
  slug: `video-${i + 1}`,
  thumbnail: `/api/files/public/thumbnails/video-${i + 1}.webp`,
  duration: 60 + i,
}));

function Page({ items }) {
  return (
    <main>
      <h1>Videos</h1>
      <ul>
        {items.map((v) => (
          <li key={v._id}>
            <a href={`/videos/${v.slug}`}>{v.title}</a> <span>{v.duration} s</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

Page.getInitialProps = async () => ({ items: ITEMS.map((v) => ({ ...v })) });

export default Page;
