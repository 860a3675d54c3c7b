/// The site's script: instant search through `/api/search` as people type,
/// and keyboard navigation. The pages work without it.
///
/// - Searches after a pause in typing (debounced), never in the middle of
///   composing a Korean syllable: `input` events during an IME composition
///   are ignored and the search runs on `compositionend`.
/// - Only the latest request counts: each search aborts the one before and
///   carries a sequence number; older answers are dropped.
/// - Results are built with DOM calls and `textContent`, never `innerHTML`;
///   highlights are UTF-16 ranges, which is how JavaScript indexes strings.
/// - The address follows the search: on the search page it is replaced as
///   people type; on the home page the first search pushes `/search?q=…` (so
///   it can be shared, bookmarked, and left with Back) and later ones replace it.
/// - `/` focuses the search box; ↓ and ↑ move through the results; Enter
///   opens one; Esc clears the search.
/// - Results show the languages of the page's reading view (`data-view`,
///   `data-first`), in its order, as the server's ``ResultItem`` does; messages
///   match the ones the server renders (``SearchPage``), the corrected query
///   (`corrected_query`) and "did you mean" (`did_you_mean`) included.
enum SiteScript {
    static let javaScript = #"""
'use strict';
(() => {
  document.documentElement.classList.add('js');
  const form = document.getElementById('search-form');
  const input = document.getElementById('q');
  if (!form || !input) return;

  const DEBOUNCE_MS = 150;
  const SLOW_MS = 600;
  const LIMIT = '20';
  const onSearchPage = document.body.dataset.page === 'search';
  const main = document.getElementById('main');
  const host = document.getElementById(onSearchPage ? 'search-results' : 'instant');
  if (!host) return;
  const status = host.querySelector('.status');
  const list = host.querySelector('.results');
  const correction = host.querySelector('.correction') || status.insertAdjacentElement('afterend', document.createElement('p'));
  correction.className = 'correction';
  const view = document.body.dataset.view || 'both';
  const first = document.body.dataset.first || 'ko';
  const pageTitle = document.title;
  const homeAddress = location.pathname + location.search;
  let pushed = false;

  let composing = false;
  let timer = 0;
  let slowTimer = 0;
  let sequence = 0;
  let controller = null;
  let lastKey = new URLSearchParams(location.search).toString();

  const element = (name, className, text) => {
    const node = document.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const parameters = () => {
    const params = new URLSearchParams();
    params.set('q', input.value.trim());
    for (const name of ['topic', 'lang']) {
      const field = form.elements.namedItem(name);
      if (field && field.value) params.set(name, field.value);
    }
    return params;
  };

  const setStatus = (text, kind) => {
    status.textContent = text;
    status.classList.toggle('error', kind === 'error');
    status.classList.toggle('none', kind === 'none');
  };

  const showHost = (visible) => {
    if (onSearchPage) return;
    host.hidden = !visible;
    main.hidden = visible;
  };

  const highlighted = (paragraph, snippet) => {
    const text = snippet.text;
    let cursor = 0;
    for (const [start, end] of snippet.highlights) {
      if (start < cursor || end <= start) continue;
      paragraph.append(text.slice(cursor, start));
      paragraph.append(element('mark', '', text.slice(start, end)));
      cursor = end;
    }
    paragraph.append(text.slice(cursor));
    return paragraph;
  };

  // The languages to show, in order, for a text with Korean and/or English (as ReadingView.columns).
  const columns = (hasKorean, hasEnglish) => {
    if (view === 'ko') return hasKorean ? ['ko'] : hasEnglish ? ['en'] : [];
    if (view === 'en') return hasEnglish ? ['en'] : hasKorean ? ['ko'] : [];
    const order = first === 'en' ? ['en', 'ko'] : ['ko', 'en'];
    return order.filter((language) => (language === 'ko' ? hasKorean : hasEnglish));
  };

  const isWebAddress = (address) => /^https?:\/\//i.test(address || '');

  const credit = (result) => {
    const paragraph = element('p', 'credit', '출처 ');
    const seen = new Set();
    const sources = result.translations.map((t) => t.source).concat(...result.english.map((e) => e.sources));
    for (const source of sources) {
      if (seen.has(source.document)) continue;
      if (seen.size > 0) paragraph.append(' · ');
      seen.add(source.document);
      let title = element('span', '', source.title);
      if (isWebAddress(source.url)) {
        title = element('a', '', source.title);
        title.href = source.url;
        title.rel = 'external noopener noreferrer';
      }
      paragraph.append(title);
    }
    return paragraph;
  };

  const resultItem = (result) => {
    const item = element('li', 'result');
    const lead = columns(result.translations.length > 0, result.english.length > 0)[0] || 'en';
    const title = lead === 'ko' ? result.translations[0].title : result.english.length > 0 ? result.english[0].title : result.title;
    const link = element('a', 'result-title', title);
    link.href = '/rules/' + encodeURIComponent(result.id);
    link.lang = lead;
    item.append(link);
    const meta = element('p', 'result-meta');
    meta.append(element('span', 'rule-id', result.id), ' · ');
    const names = first === 'en' ? ['en', 'ko'] : ['ko', 'en'];
    names.forEach((language, index) => {
      const name = element('span', '', result.topic[language]);
      name.lang = language;
      if (index > 0) meta.append(' ');
      meta.append(name);
    });
    item.append(meta);
    for (const language of columns(Boolean(result.snippets.ko), Boolean(result.snippets.en))) {
      const paragraph = element('p', 'snippet');
      paragraph.lang = language;
      item.append(highlighted(paragraph, result.snippets[language]));
    }
    item.append(credit(result));
    return item;
  };

  // The corrected query the results are for, or a query to try when nothing matched.
  const showCorrection = (body) => {
    correction.replaceChildren();
    correction.hidden = true;
    const both = (korean, english, value) => {
      const englishPart = element('span', '', english + ' ');
      englishPart.lang = 'en';
      englishPart.append(value());
      correction.append(korean + ' ', value(), ' · ', englishPart);
      correction.hidden = false;
    };
    if (body.corrected_query) {
      both('고친 검색어로 찾은 결과:', 'Showing results for', () => element('strong', '', body.corrected_query));
    } else if (body.results.length === 0 && body.did_you_mean && body.did_you_mean.length > 0) {
      const suggestion = body.did_you_mean[0];
      const params = parameters();
      params.set('q', suggestion);
      both('이 검색어를 찾으셨나요?', 'Did you mean', () => {
        const link = element('a', '', suggestion);
        link.href = '/search?' + params.toString();
        link.addEventListener('click', (event) => {
          event.preventDefault();
          input.value = suggestion;
          search();
        });
        return link;
      });
      correction.lastChild.append('?');
    }
  };

  const showResults = (body, query) => {
    list.replaceChildren(...body.results.map(resultItem));
    showCorrection(body);
    const count = body.results.length;
    if (count === 0) {
      setStatus('\u201C' + query + '\u201D에 맞는 규칙이 없습니다. 낱말을 줄이거나 다른 언어로 찾아 보세요. · ' +
                'No rule matches \u201C' + query + '\u201D. Try fewer words or the other language.', 'none');
    } else {
      setStatus('검색 결과 ' + count + '개 · ' + count + (count === 1 ? ' result' : ' results'));
    }
    showHost(true);
  };

  const showError = (message) => {
    list.replaceChildren();
    correction.replaceChildren();
    correction.hidden = true;
    setStatus(message, 'error');
    showHost(true);
  };

  const clearResults = () => {
    list.replaceChildren();
    correction.replaceChildren();
    correction.hidden = true;
    setStatus('');
    showHost(false);
  };

  // Keeps the address (and the tab's title) in step with the search.
  const syncAddress = (params) => {
    const query = params.get('q');
    document.title = query ? query + ' — 검색 — HIG 한국어' : pageTitle;
    if (onSearchPage) {
      history.replaceState(null, '', query ? '/search?' + params.toString() : '/search');
    } else if (query && !pushed) {
      history.pushState({ instant: true }, '', '/search?' + params.toString());
      pushed = true;
    } else if (query) {
      history.replaceState({ instant: true }, '', '/search?' + params.toString());
    } else if (pushed) {
      pushed = false;
      history.replaceState(null, '', homeAddress);
    }
  };

  // Searches for what the box holds; `fromHistory` when Back or Forward set it, so the address is left alone.
  const search = async (fromHistory) => {
    if (composing) return;
    const params = parameters();
    const key = params.toString();
    if (key === lastKey) return;
    lastKey = key;
    const current = ++sequence;
    if (controller) controller.abort();
    controller = null;
    clearTimeout(slowTimer);
    if (fromHistory !== true) syncAddress(params);
    const query = params.get('q');
    if (!query) {
      clearResults();
      return;
    }
    controller = new AbortController();
    slowTimer = setTimeout(() => {
      if (current === sequence) setStatus('검색 중… · Searching…');
    }, SLOW_MS);
    params.set('limit', LIMIT);
    try {
      const response = await fetch('/api/search?' + params.toString(), {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
      const body = await response.json();
      if (current !== sequence) return;
      clearTimeout(slowTimer);
      if (!response.ok) {
        const message = body && body.error ? body.error.message : 'HTTP ' + response.status;
        showError('검색하지 못했습니다: ' + message + ' · The search failed.');
        return;
      }
      showResults(body, query);
    } catch (error) {
      if (current !== sequence || error.name === 'AbortError') return;
      clearTimeout(slowTimer);
      showError('서버에 연결하지 못했습니다. hig serve가 실행 중인지 확인하세요. · Cannot reach the server; is hig serve running?');
    }
  };

  // Back and Forward between the home page and its instant search.
  window.addEventListener('popstate', () => {
    const here = new URLSearchParams(location.search);
    const query = location.pathname === '/search' ? here.get('q') || '' : '';
    pushed = !onSearchPage && query !== '';
    input.value = query;
    document.title = query ? query + ' — 검색 — HIG 한국어' : pageTitle;
    clearTimeout(timer);
    search(true);
  });

  const schedule = (delay) => {
    clearTimeout(timer);
    timer = setTimeout(search, delay);
  };

  const clearSearch = () => {
    input.value = '';
    clearTimeout(timer);
    search();
    input.focus();
  };

  input.addEventListener('compositionstart', () => {
    composing = true;
    clearTimeout(timer);
  });
  input.addEventListener('compositionend', () => {
    composing = false;
    schedule(DEBOUNCE_MS);
  });
  input.addEventListener('input', (event) => {
    if (composing || event.isComposing) return;
    schedule(DEBOUNCE_MS);
  });
  form.addEventListener('change', (event) => {
    if (event.target !== input) schedule(0);
  });

  const resultLinks = () => Array.from(host.querySelectorAll('a.result-title'));

  input.addEventListener('keydown', (event) => {
    if (composing || event.isComposing) return;
    if (event.key === 'ArrowDown') {
      const first = resultLinks()[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      clearSearch();
    }
  });

  host.addEventListener('keydown', (event) => {
    const links = resultLinks();
    const index = links.indexOf(document.activeElement);
    if (index < 0) return;
    if (event.key === 'ArrowDown' && index + 1 < links.length) {
      event.preventDefault();
      links[index + 1].focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      (index === 0 ? input : links[index - 1]).focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      clearSearch();
    }
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const target = event.target;
    if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
"""#
}
