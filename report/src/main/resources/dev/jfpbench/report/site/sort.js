// Sorts a table.sortable by the clicked column (numbers by their data-sort value); a second click reverses.
document.querySelectorAll('table.sortable').forEach(function (table) {
  table.querySelectorAll('th').forEach(function (th, col) {
    th.addEventListener('click', function () {
      var body = table.tBodies[0];
      var asc = th.getAttribute('data-order') !== 'asc';
      table.querySelectorAll('th').forEach(function (h) { h.removeAttribute('data-order'); });
      th.setAttribute('data-order', asc ? 'asc' : 'desc');
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = a.cells[col], y = b.cells[col];
        var nx = parseFloat(x.getAttribute('data-sort')), ny = parseFloat(y.getAttribute('data-sort'));
        var c = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.textContent.localeCompare(y.textContent);
        return asc ? c : -c;
      });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
