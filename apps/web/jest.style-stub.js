// Stylesheets imported by components mean nothing to jsdom.
module.exports = {};
