import { Star } from "lucide-react";

/** Five stars, read by screen readers as "Note : 4 sur 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Note : ${rating} sur 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={`size-5 ${position <= rating ? "fill-accent-400 text-accent-500" : "fill-none text-slate-400"}`}
        />
      ))}
    </p>
  );
}
