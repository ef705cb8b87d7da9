import type { ArticleBlock } from "../articles";

export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800">
      {blocks.map((block) => {
        if (block.type === "heading")
          return (
            <h2 key={block.text} className="pt-4 text-2xl font-bold text-slate-900">
              {block.text}
            </h2>
          );
        if (block.type === "list")
          return (
            <ul key={block.items.join()} className="list-disc space-y-2 pl-6 marker:text-brand-600">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return <p key={block.text}>{block.text}</p>;
      })}
    </div>
  );
}
