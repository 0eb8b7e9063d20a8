// A CSL style for the Chicago author-date reference-list entry of a journal article (Chicago Manual of
// Style, ch. 15): "Surname, Given, Given Surname, and Given Surname. Year. “Title.” Journal Volume
// (Issue): Page. https://doi.org/…". citation-js ships APA, Vancouver and Harvard; this is ours, written
// for the one type the site cites (article-journal), with CSL's standard English terms.
export const chicagoAuthorDateCsl = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" demote-non-dropping-particle="display-and-sort">
  <info>
    <title>Chicago author-date (journal articles), Open Access Journals</title>
    <id>https://example.org/styles/oap-chicago-author-date</id>
    <updated>2026-11-25T00:00:00+00:00</updated>
  </info>
  <macro name="author">
    <names variable="author">
      <name and="text" delimiter=", " delimiter-precedes-last="always" name-as-sort-order="first" sort-separator=", " et-al-min="11" et-al-use-first="7"/>
    </names>
  </macro>
  <macro name="year">
    <date variable="issued"><date-part name="year"/></date>
  </macro>
  <macro name="locator">
    <group delimiter=": ">
      <group delimiter=" ">
        <text variable="volume"/>
        <text variable="issue" prefix="(" suffix=")"/>
      </group>
      <text variable="page"/>
    </group>
  </macro>
  <citation>
    <layout prefix="(" suffix=")" delimiter="; ">
      <group delimiter=" "><names variable="author"><name form="short" and="text"/></names><text macro="year"/></group>
    </layout>
  </citation>
  <bibliography hanging-indent="true">
    <layout>
      <group delimiter=". " suffix=".">
        <text macro="author"/>
        <text macro="year"/>
        <text variable="title" quotes="true"/>
        <group delimiter=" ">
          <text variable="container-title" font-style="italic"/>
          <text macro="locator"/>
        </group>
        <text variable="DOI" prefix="https://doi.org/"/>
      </group>
    </layout>
  </bibliography>
</style>`;
