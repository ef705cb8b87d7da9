declare module "parse-prometheus-text-format" {
  interface Sample {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  const parse: (text: string) => { name: string; help: string; type: string; metrics: Sample[] }[];
  export default parse;
}
