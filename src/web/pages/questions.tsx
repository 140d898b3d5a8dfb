/** `/questions` for browsers: each business's sample questions, as a page of the site. */
import type { QuestionsPage } from '../../gateway/discovery-documents.js';
import { Layout } from '../layout.js';
import { renderDocument } from '../render.js';

function SampleQuestionsPage({ page, nextUrl }: { page: QuestionsPage; nextUrl: string | null }) {
  return (
    <Layout
      title="Sample questions"
      description="Questions each business's agent answers from approved public facts, with no LLM."
    >
      <h1>Sample questions</h1>
      <p class="lead">
        Questions each business's agent answers from facts the business approved, with no LLM. Each question opens a free preview
        answer (JSON); the business page has an ask box.
      </p>
      <ul class="plain question-list">
        {page.clients.map((c) => (
          <li class="card">
            <h2>
              <a href={c.profileUrl}>{c.businessName}</a>
            </h2>
            {c.place && <p class="muted">{c.place}</p>}
            <ol>
              {c.questions.map((q) => (
                <li>
                  <a href={q.previewUrl} rel="nofollow">
                    {q.question}
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      {nextUrl && (
        <p class="pager">
          <a rel="next" href={nextUrl}>
            More businesses
          </a>
        </p>
      )}
    </Layout>
  );
}

/** The HTML document of a page of `/questions`. */
export function renderQuestionsPage(page: QuestionsPage, nextUrl: string | null): string {
  return renderDocument(<SampleQuestionsPage page={page} nextUrl={nextUrl} />);
}
