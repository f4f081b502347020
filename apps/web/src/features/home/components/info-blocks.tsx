import { INFO_BLOCKS } from '../content/home-content';

export function InfoBlocks() {
  return (
    <section className="home-section" aria-label="Our services">
      <div className="container">
        <div className="row g-4">
          {INFO_BLOCKS.map((block) => (
            <div key={block.title} className="col-md-4">
              <div className="info-block h-100">
                <h2 className="h6 fw-bold text-uppercase">{block.title}</h2>
                <p className="mb-0">{block.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
